import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STAGES } from '../../../sandbox/ghl';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import { checked, createDeal, flagOf, getDeal, json, type Deal, type DuplicateDeal, type ErrorBody } from './support';

type Matches = { items: { deal: DuplicateDeal & { propertyAddress: string | null }; reasons: string[] }[] };
type ImportResult = { message: string; deal: Deal; created: boolean };

describe('GHL import: an opportunity whose property is already in the portal', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let broker: SignedIn;
  let other: SignedIn;
  let peachtree: Deal;
  let lakeview: Deal;

  const opportunityAt = (name: string, address: string) =>
    t.ghl!.addOpportunity({
      name,
      contact: {
        firstName: 'Rosa',
        lastName: 'Diaz',
        email: `${name.replace(/\W/g, '').toLowerCase()}@clients.example`,
      },
      stageId: SANDBOX_STAGES.lenderSubmission.id,
      monetaryValue: 4_000_000,
      customFields: {
        'opportunity.property_address': address,
        'opportunity.sponsor_liquidity': '$4M',
        'opportunity.loan_request': '$4M',
      },
    });
  const matches = (opportunityId: string) =>
    t.request('/admin/ghl/import-opportunity/matches', { method: 'POST', token: admin.token, json: { opportunityId } });
  const importIt = (body: Record<string, unknown>) =>
    t.request('/admin/ghl/import-opportunity', { method: 'POST', token: admin.token, json: body });

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    admin = await t.signInAs('ghlmatch-admin', { isAdmin: true });
    broker = await t.signInAs('ghlmatch-broker');
    other = await t.signInAs('ghlmatch-other');
    // Stored before GHL is configured: neither deal has an opportunity.
    peachtree = await createDeal(t, broker, '715 Peachtree Street NE, Atlanta, GA 30308');
    lakeview = await createDeal(t, broker, '12 Lakeview Terrace, Madison, WI 53703');
    await checked(t, peachtree.id);
    await checked(t, lakeview.id);
  });
  afterAll(() => t.close());

  it('answers 409 while GHL is not configured', async () => {
    expect((await matches('anything')).status).toBe(409);
    await t.configureGhl(admin.token);
  });

  it('offers the portal deal whose property the opportunity names, with its owner', async () => {
    const opportunity = opportunityAt('Peachtree Lofts', '715 Peachtree St. N.E., Atlanta, Georgia 30308');
    const found = await json<Matches>(await matches(opportunity.id));
    expect(found.items).toHaveLength(1);
    expect(found.items[0]).toMatchObject({
      deal: { id: peachtree.id, dealId: peachtree.dealId, owner: { username: 'ghlmatch-broker' }, exists: true },
      reasons: ['address'],
    });
    const unrelated = opportunityAt('Elsewhere', '5 Far Away Road, Reno, NV 89501');
    expect((await json<Matches>(await matches(unrelated.id))).items).toEqual([]);
    expect((await matches('no-such-opportunity')).status).toBe(404);
  });

  it('links the opportunity to that deal instead of creating one: owner and values kept, empty fields filled', async () => {
    const opportunity = opportunityAt('Peachtree Lofts II', '715 Peachtree Street Northeast, Atlanta, GA 30308');
    const before = await getDeal(t, broker, peachtree.id);
    const result = await json<ImportResult>(
      await importIt({ opportunityId: opportunity.id, userId: other.user.id, linkDealId: peachtree.id }),
    );
    expect(result.created).toBe(false);
    expect(result.deal).toMatchObject({
      id: peachtree.id,
      userId: broker.user.id,
      ghlOpportunityId: opportunity.id,
      propertyAddress: before.propertyAddress,
      sponsorLiquidity: '$4M',
      loanRequest: before.loanRequest,
    });
    expect(await t.gateway.container.repositories.ghlLinks.dealIdOf(opportunity.id)).toBe(peachtree.id);
    // No second deal: the member's list still has their two.
    expect((await json<{ total: number }>(await t.request('/deals?limit=1', { token: broker.token }))).total).toBe(2);
    expect((await json<{ total: number }>(await t.request('/deals?limit=1', { token: other.token }))).total).toBe(0);
    // Already linked: the matches answer that deal alone.
    const again = await json<Matches>(await matches(opportunity.id));
    expect(again.items.map((item) => item.deal.id)).toEqual([peachtree.id]);

    // A deal linked to another opportunity is refused (409); an unknown deal 404; nothing changes.
    const second = opportunityAt('Peachtree Lofts III', '715 Peachtree St NE, Atlanta, GA 30308');
    const taken = await importIt({ opportunityId: second.id, userId: broker.user.id, linkDealId: peachtree.id });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as ErrorBody).message).toBe('That deal is linked to another GHL opportunity');
    const unknown = await importIt({ opportunityId: second.id, userId: broker.user.id, linkDealId: 'no-such-deal' });
    expect(unknown.status).toBe(404);
    expect((await getDeal(t, broker, peachtree.id)).ghlOpportunityId).toBe(opportunity.id);
  });

  it('flags an import without a link whose property matches a deal (source import)', async () => {
    const opportunity = opportunityAt('Lakeview', '12 Lakeview Ter, Madison, Wisconsin 53703');
    const result = await json<ImportResult>(await importIt({ opportunityId: opportunity.id, userId: other.user.id }));
    expect(result.created).toBe(true);
    await checked(t, result.deal.id);
    expect(await flagOf(t, admin, result.deal.id)).toMatchObject({
      source: 'import',
      matches: [{ deal: { id: lakeview.id, owner: { username: 'ghlmatch-broker' } } }],
    });
    expect((await getDeal(t, other, result.deal.id)).possibleDuplicate).toBe(true);
  });
});
