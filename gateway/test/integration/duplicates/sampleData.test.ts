import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DUPLICATE_SPELLINGS } from '../../../src/features/sampleData/duplicateBook';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { checked, createDeal, flagOf, flags, getDeal } from './support';

describe('the sample book brings three duplicate pairs, and takes them away again', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { microsoft: true, smtp: true, ghl: { seed: false } });
    admin = await t.signInAs('sampledup-admin', { isAdmin: true });
    member = await t.signInAs('sampledup-member');
    await t.configureGhl(admin.token);
    expect((await t.request('/sample-data', { method: 'POST', token: admin.token })).status).toBe(202);
    await t.gateway.container.services.sampleData.settled();
  }, 300_000);
  afterAll(() => t?.close());

  it('flags each pair once: two members, two spellings of one property', async () => {
    const open = await flags(t, admin);
    expect(open).toHaveLength(3);
    const addresses = open.map((flag) => [flag.deal, flag.matches[0]!.deal]);
    for (const [raised, matched] of addresses) {
      expect(raised!.owner?.id).not.toBe(matched!.owner?.id);
    }
    const spelled = open.map((flag) => flag.deal.id);
    for (const id of spelled) {
      const deal = await getDeal(t, admin, id);
      expect(DUPLICATE_SPELLINGS.map((spelling) => spelling.second)).toContain(deal.propertyAddress);
      expect(deal.possibleDuplicate).toBe(true);
    }
  });

  it("flags a member's new deal for a sample property spelled another way", async () => {
    const deal = await createDeal(t, member, '1200 North Lake Shore Dr., Chicago, IL 60610');
    await checked(t, deal.id);
    const flag = await flagOf(t, admin, deal.id);
    expect(flag?.matches.length).toBeGreaterThanOrEqual(2);
    expect((await getDeal(t, member, deal.id)).possibleDuplicate).toBe(true);
  });

  it('removal takes the sample flags and keys with the deals, and the flag of a member deal that only matched them', async () => {
    const memberDeal = (await flags(t, admin)).find((flag) => flag.deal.owner?.id === member.user.id)!.deal;
    const removed = await t.request('/sample-data', { method: 'DELETE', token: admin.token });
    expect(removed.status).toBe(200);
    // The member's own flag named only sample deals: with them gone nothing is left to review.
    expect(await flags(t, admin)).toEqual([]);
    expect((await getDeal(t, member, memberDeal.id)).possibleDuplicate).toBeUndefined();
    const keys = await t.gateway.db.collection('propertykeys').find({}).toArray();
    for (const key of keys) {
      for (const id of (key as { dealIds?: string[] }).dealIds ?? []) expect(id).toBe(memberDeal.id);
    }
    expect(keys.filter((key) => String(key._id).startsWith('deal:'))).toHaveLength(1);
  });
});
