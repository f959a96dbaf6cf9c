import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Deal = { id: string; dealId: string; ghlOpportunityId: string | null };
type Outcome = { state: string; action: string | null; error: string | null; runId: string };

describe('deleting a deal linked to GHL applies the policy chosen in Settings', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    admin = await t.signInAs('policy-admin', { isAdmin: true });
    member = await t.signInAs('policy-member');
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  async function linkedDeal(email: string): Promise<Deal> {
    const response = await t.request('/deals', {
      method: 'POST',
      token: member.token,
      json: {
        clientFirstName: 'Mary',
        clientLastName: 'Jackson',
        clientPhone: '555-0123',
        clientEmail: email,
        propertyAddress: '4 Wind Tunnel Road',
        loanRequest: '$1.2M',
      },
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as Deal;
    return t.waitFor(async () => {
      const deal = (await (await t.request(`/deals/${id}`, { token: member.token })).json()) as Deal;
      return deal.ghlOpportunityId ? deal : undefined;
    });
  }

  async function deleteAndWait(deal: Deal): Promise<Outcome> {
    // The test clock stands still: a second between deletions orders the admins' list.
    t.clock.advance(1_000);
    const response = await t.request(`/deals/${deal.id}`, { method: 'DELETE', token: member.token });
    expect(response.status).toBe(200);
    return t.waitFor(async () => {
      const outcome = (await t.gateway.db.collection('ghlsyncoutcomes').findOne({
        _id: `deleted:${deal.id}`,
      } as never)) as Outcome | null;
      // Recorded as queued at once; the job then says what it did.
      return outcome && outcome.state !== 'queued' && outcome.state !== 'retrying' ? outcome : undefined;
    });
  }

  const setPolicy = async (onDealDeleted: string) => {
    const saved = await t.configureGhl(admin.token, { onDealDeleted });
    expect(saved.onDealDeleted).toBe(onDealDeleted);
  };

  it('leaves the opportunity as it is by default, and says so', async () => {
    const config = (await (await t.request('/admin/ghl/config', { token: admin.token })).json()) as {
      onDealDeleted: string;
    };
    expect(config.onDealDeleted).toBe('leave');
    const deal = await linkedDeal('leave@example.com');
    const outcome = await deleteAndWait(deal);
    expect(outcome).toMatchObject({ state: 'succeeded', action: 'opportunity left unchanged', runId: 'deal-deleted' });
    expect(t.ghl!.opportunity(deal.ghlOpportunityId!)?.status).toBe('open');
    // The link goes: a webhook about the opportunity no longer finds a deal.
    expect(await t.gateway.container.repositories.ghlLinks.dealIdOf(deal.ghlOpportunityId!)).toBeNull();
  });

  it.each([
    ['markLost', 'lost', 'opportunity marked lost'],
    ['markAbandoned', 'abandoned', 'opportunity marked abandoned'],
  ])('%s sets the status through PUT /opportunities/{id}/status', async (policy, status, action) => {
    await setPolicy(policy);
    const deal = await linkedDeal(`${policy}@example.com`);
    const outcome = await deleteAndWait(deal);
    expect(outcome).toMatchObject({ state: 'succeeded', action });
    expect(t.ghl!.opportunity(deal.ghlOpportunityId!)?.status).toBe(status);
    expect(
      t.ghl!.requests().some((r) => r.method === 'PUT' && r.path === `/opportunities/${deal.ghlOpportunityId}/status`),
    ).toBe(true);
  });

  it('delete removes the opportunity; running the job again changes nothing (idempotent)', async () => {
    await setPolicy('delete');
    const deal = await linkedDeal('delete@example.com');
    const outcome = await deleteAndWait(deal);
    expect(outcome).toMatchObject({ state: 'succeeded', action: 'opportunity deleted' });
    expect(t.ghl!.opportunity(deal.ghlOpportunityId!)).toBeUndefined();

    await t.gateway.container.services.ghl.push.runDealDeletedJob({
      dealId: deal.id,
      dealNumber: deal.dealId,
      opportunityId: deal.ghlOpportunityId!,
      policy: 'delete',
    });
    const again = (await t.gateway.db
      .collection('ghlsyncoutcomes')
      .findOne({ _id: `deleted:${deal.id}` } as never)) as Outcome | null;
    expect(again).toMatchObject({ state: 'succeeded', action: 'opportunity deleted' });
  });

  it('admins see each outcome in GET /admin/ghl/delete-outcomes, newest first, a page at a time', async () => {
    type Page = { items: Record<string, unknown>[]; nextCursor: string | null; total: number };
    const list = async (query: string) => {
      const response = await t.request(`/admin/ghl/delete-outcomes${query}`, { token: admin.token });
      expect(response.status).toBe(200);
      return (await response.json()) as Page;
    };
    const all = await list('');
    // The four deletions above: leave, markLost, markAbandoned, delete (newest first).
    expect(all.total).toBe(4);
    expect(all.items.map((item) => [item.policy, item.state, item.action])).toEqual([
      ['delete', 'succeeded', 'opportunity deleted'],
      ['markAbandoned', 'succeeded', 'opportunity marked abandoned'],
      ['markLost', 'succeeded', 'opportunity marked lost'],
      ['leave', 'succeeded', 'opportunity left unchanged'],
    ]);
    for (const item of all.items) {
      expect(item.dealId).toMatch(/^DL-\d{4}-\d{6}$/);
      expect(item.opportunityId).toEqual(expect.any(String));
      expect(item.error).toBeNull();
    }

    const first = await list('?limit=3');
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list(`?limit=3&cursor=${encodeURIComponent(first.nextCursor!)}`);
    expect(second).toMatchObject({ nextCursor: null, total: 4 });
    expect([...first.items, ...second.items].map((item) => item.id)).toEqual(all.items.map((item) => item.id));

    const foreign = await t.request('/admin/ghl/delete-outcomes?cursor=not-a-cursor', { token: admin.token });
    expect(foreign.status).toBe(400);
    expect(((await foreign.json()) as { error: string }).error).toBe('Invalid cursor');
  });

  it('a member may not read the outcomes (403)', async () => {
    const response = await t.request('/admin/ghl/delete-outcomes', { token: member.token });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe('Admin access required');
  });

  it('an unknown policy is refused with 400 and the saved one stays', async () => {
    const response = await t.request('/admin/ghl/config', {
      method: 'POST',
      token: admin.token,
      json: { onDealDeleted: 'shred' },
    });
    expect(response.status).toBe(400);
    const config = (await (await t.request('/admin/ghl/config', { token: admin.token })).json()) as {
      onDealDeleted: string;
    };
    expect(config.onDealDeleted).toBe('delete');
  });
});
