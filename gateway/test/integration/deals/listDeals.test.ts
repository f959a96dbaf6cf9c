import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

describe('GET /deals (listDeals)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('list-member');
    other = await t.signInAs('list-other');
  });
  afterAll(() => t.close());

  const owner = (s: SignedIn) => ({ _id: s.user.id, username: String(s.user.username) });

  it('lists only the caller’s own deals, newest first, in the read shape', async () => {
    const older = await seedDeal(t.gateway.container, owner(member), { createdAt: new Date('2026-01-05T10:00:00Z') });
    const newer = await seedDeal(t.gateway.container, owner(member), {
      createdAt: new Date('2026-03-01T10:00:00Z'),
      applicationPropertyVintage: '1999',
    });
    await seedDeal(t.gateway.container, owner(other), { createdAt: new Date('2026-02-01T10:00:00Z') });

    const response = await t.request('/deals', { token: member.token });
    expect(response.status).toBe(200);
    const deals = ((await response.json()) as { items: Record<string, unknown>[] }).items;
    expect(deals.map((d) => d.id)).toEqual([newer._id, older._id]);
    expect(deals[0]).toMatchObject({
      dealId: newer.dealId,
      userId: member.user.id,
      loanAmount: 1_500_000,
      applicationPropertyVintage: '1999',
      createdAt: '2026-03-01T10:00:00.000Z',
    });
    // Members never see creator details; those are for admin views.
    expect(deals[0]).not.toHaveProperty('createdByUser');
  });

  it('an admin gets their own deals here too (all deals are under /admin/deals)', async () => {
    const admin = await t.signInAs('list-admin', { isAdmin: true });
    const response = await t.request('/deals', { token: admin.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ items: [], nextCursor: null, total: 0 });
  });

  it('a user without deals gets an empty list', async () => {
    const fresh = await t.signInAs('list-fresh');
    expect(await (await t.request('/deals', { token: fresh.token })).json()).toEqual({
      items: [],
      nextCursor: null,
      total: 0,
    });
  });

  it('anonymous 401, pending 403', async () => {
    expect((await t.request('/deals')).status).toBe(401);
    const pending = await t.signIn('list-pending');
    expect((await t.request('/deals', { token: pending.token })).status).toBe(403);
  });
});
