import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';
import type { DealRecord } from '../../../src/features/deals/model';

describe('GET /deals/{id} (getDeal)', () => {
  let t: TestGateway;
  let member: SignedIn;
  let other: SignedIn;
  let deal: DealRecord;

  beforeAll(async () => {
    t = await startTestGateway();
    member = await t.signInAs('get-member');
    other = await t.signInAs('get-other');
    deal = await seedDeal(t.gateway.container, { _id: member.user.id, username: 'get-member' });
  });
  afterAll(() => t.close());

  it('the owner reads their deal', async () => {
    const response = await t.request(`/deals/${deal._id}`, { token: member.token });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: deal._id, dealId: deal.dealId, userId: member.user.id });
    expect(body).not.toHaveProperty('createdByUser');
  });

  it("a member cannot read another member's deal (404)", async () => {
    const response = await t.request(`/deals/${deal._id}`, { token: other.token });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: 'Deal not found',
      message: 'Deal not found',
      requestId: expect.any(String),
    });
  });

  it('an unknown id answers 404', async () => {
    expect((await t.request('/deals/no-such-deal', { token: member.token })).status).toBe(404);
  });

  it('an admin reads any deal, with its creator', async () => {
    const admin = await t.signInAs('get-admin', { isAdmin: true });
    const response = await t.request(`/deals/${deal._id}`, { token: admin.token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: deal._id,
      createdByUser: { id: member.user.id, username: 'get-member', email: 'get-member@sandbox.example' },
    });
  });

  it('anonymous 401, pending 403', async () => {
    expect((await t.request(`/deals/${deal._id}`)).status).toBe(401);
    const pending = await t.signIn('get-pending');
    expect((await t.request(`/deals/${deal._id}`, { token: pending.token })).status).toBe(403);
  });
});
