import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDealRecord } from '../../../src/features/deals/service';
import { GHL_DEAL_DELETED_JOB, GHL_PUSH_JOB } from '../../../src/features/ghl/push';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const HOLD_MS = 800;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Deal = { id: string; dealId: string; ghlOpportunityId: string | null };

const form = (email: string, address: string) => ({
  clientFirstName: 'Katherine',
  clientLastName: 'Johnson',
  clientPhone: '555-0199',
  clientEmail: email,
  propertyAddress: address,
  loanRequest: '$900K',
});

/** Shared steps: a member's deals through the API and the job queue's view of one deal. */
function helpers(get: () => { t: TestGateway; member: SignedIn }) {
  const jobsOf = (dealId: string) =>
    get()
      .t.gateway.db.collection('agendajobs')
      .countDocuments({
        name: { $in: [GHL_PUSH_JOB, GHL_DEAL_DELETED_JOB] },
        'data.dealId': dealId,
      });
  return {
    /** Waits until no GHL job of the deal is left (run and removed), then a moment for a stray second one. */
    async settled(dealId: string) {
      await get().t.waitFor(async () => (await jobsOf(dealId)) === 0);
      await sleep(300);
      expect(await jobsOf(dealId)).toBe(0);
    },
    jobsOf,
    /** GHL calls since `from` (an index into the sandbox's request log) of this method and path. */
    calls(from: number, method: string, path: string) {
      return get()
        .t.ghl!.requests()
        .slice(from)
        .filter((r) => r.method === method && r.path === path).length;
    },
    async createLinked(email: string, address: string): Promise<Deal> {
      const { t, member } = get();
      const response = await t.request('/deals', { method: 'POST', token: member.token, json: form(email, address) });
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as Deal;
      return t.waitFor(async () => {
        const deal = (await (await t.request(`/deals/${id}`, { token: member.token })).json()) as Deal;
        return deal.ghlOpportunityId ? deal : undefined;
      });
    },
  };
}

/**
 * A deal's GHL push (and its delete policy) is stored before the deal is written and held for
 * GHL_PUSH_HOLD_MS. These tests stop a write between its steps, as a process killed right after
 * the database write would: GHL must still hear of a write that happened, once, and never of one
 * that did not.
 */
describe('the GHL push when the writing request dies half-way', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;
  const h = helpers(() => ({ t, member }));

  beforeAll(async () => {
    // No reconciliation: every GHL call in these tests is one a push or a delete policy made.
    t = await startTestGateway({ GHL_PUSH_HOLD_MS: String(HOLD_MS), GHL_RECONCILE_INTERVAL: 'off' }, { ghl: true });
    admin = await t.signInAs('held-admin', { isAdmin: true });
    member = await t.signInAs('held-member');
    await t.configureGhl(admin.token, { onDealDeleted: 'delete' });
  });
  afterAll(() => t.close());

  const record = (email: string, address: string) =>
    newDealRecord(
      { id: member.user.id, username: 'held-member' },
      { contactName: 'Katherine Johnson', contactEmail: email, contactPhone: '555-0199', propertyAddress: address },
      new Date(),
    );
  const push = () => t.gateway.container.services.ghl.push;
  const deals = () => t.gateway.container.repositories.deals;

  it('a deal stored by a create that died before releasing its push reaches GHL once, after the hold', async () => {
    const email = 'died-after-insert@example.com';
    const prepared = record(email, '9 Orbit Lane');
    const from = t.ghl!.requests().length;
    await push().preparePush(prepared._id);
    const stored = await deals().create(prepared);
    // Held: GHL hears nothing while the creating request may still release the push...
    await sleep(HOLD_MS / 4);
    expect(t.ghl!.requests().length).toBe(from);
    // ...which it never does: the hold runs out and the job pushes the deal as stored.
    const opportunity = await t.waitFor(() => t.ghl!.opportunitiesOfEmail(email)[0]);
    expect(opportunity.name).toBe(`${stored.dealId} · 9 Orbit Lane`);
    await h.settled(prepared._id);
    expect(t.ghl!.opportunitiesOfEmail(email)).toHaveLength(1);
    expect(h.calls(from, 'POST', '/opportunities/')).toBe(1);
    expect(h.calls(from, 'POST', '/contacts/upsert')).toBe(1);
    expect((await deals().findById(prepared._id))?.ghlOpportunityId).toBe(opportunity.id);
  });

  it('a push prepared for a deal that was never stored ends after the hold without calling GHL', async () => {
    const prepared = record('never-stored@example.com', '10 Vacuum Street');
    const from = t.ghl!.requests().length;
    await push().preparePush(prepared._id);
    expect(await h.jobsOf(prepared._id)).toBe(1);
    await sleep(HOLD_MS);
    await h.settled(prepared._id);
    expect(t.ghl!.requests().slice(from)).toEqual([]);
    expect(await deals().findById(prepared._id)).toBeNull();
  });

  it('a create that outlasts the hold still reaches GHL once when it releases its push', async () => {
    const email = 'slow-insert@example.com';
    const prepared = record(email, '11 Slow Road');
    const from = t.ghl!.requests().length;
    const held = await push().preparePush(prepared._id);
    // The held job runs first and finds no deal...
    await sleep(HOLD_MS);
    await h.settled(prepared._id);
    expect(t.ghl!.requests().slice(from)).toEqual([]);
    // ...then the deal is stored and the request releases its push: a new job sends it.
    await deals().create(prepared);
    await held!.release();
    await t.waitFor(() => t.ghl!.opportunitiesOfEmail(email)[0]);
    await h.settled(prepared._id);
    expect(h.calls(from, 'POST', '/opportunities/')).toBe(1);
  });

  it('an edit stored by a request that died before releasing its push reaches GHL after the hold', async () => {
    const deal = await h.createLinked('died-after-edit@example.com', '12 Before Street');
    await h.settled(deal.id);
    const from = t.ghl!.requests().length;
    await push().preparePush(deal.id);
    await deals().updateOwned(deal.id, member.user.id, { propertyAddress: '12 After Street', updatedAt: new Date() });
    await t.waitFor(
      () => t.ghl!.opportunity(deal.ghlOpportunityId!)!.customFields.sbxCfPropertyAddress === '12 After Street',
    );
    await h.settled(deal.id);
    expect(h.calls(from, 'PUT', `/opportunities/${deal.ghlOpportunityId}`)).toBe(1);
    expect(t.ghl!.opportunitiesOfEmail('died-after-edit@example.com')).toHaveLength(1);
  });

  it('a delete policy prepared for a deal that was not deleted does nothing', async () => {
    const deal = await h.createLinked('not-deleted@example.com', '13 Still Here Road');
    await h.settled(deal.id);
    const stored = (await deals().findById(deal.id))!;
    const from = t.ghl!.requests().length;
    await push().prepareDealDeleted(stored);
    expect(await h.jobsOf(deal.id)).toBe(1);
    await sleep(HOLD_MS);
    await h.settled(deal.id);
    expect(t.ghl!.requests().slice(from)).toEqual([]);
    expect(t.ghl!.opportunity(deal.ghlOpportunityId!)?.status).toBe('open');
    expect(await t.gateway.db.collection('ghlsyncoutcomes').findOne({ _id: `deleted:${deal.id}` } as never)).toBeNull();
    expect(await t.gateway.container.repositories.ghlLinks.dealIdOf(deal.ghlOpportunityId!)).toBe(deal.id);
  });

  it('a deletion by a request that died before releasing its policy is applied after the hold', async () => {
    const deal = await h.createLinked('died-after-delete@example.com', '14 Gone Avenue');
    await h.settled(deal.id);
    await push().prepareDealDeleted((await deals().findById(deal.id))!);
    expect(await deals().delete(deal.id)).toBe(true);
    const outcome = await t.waitFor(async () => {
      const found = (await t.gateway.db
        .collection('ghlsyncoutcomes')
        .findOne({ _id: `deleted:${deal.id}` } as never)) as { state: string; action: string | null } | null;
      return found?.state === 'succeeded' ? found : undefined;
    });
    expect(outcome.action).toBe('opportunity deleted');
    expect(t.ghl!.opportunity(deal.ghlOpportunityId!)).toBeUndefined();
  });
});

/**
 * With the default one-minute hold, a write that completes releases its job at once: GHL hears of
 * it within seconds, through that one job (no second push when the hold would have run out).
 */
describe('the GHL push of a write that completes', () => {
  let t: TestGateway;
  let member: SignedIn;
  const h = helpers(() => ({ t, member }));

  beforeAll(async () => {
    t = await startTestGateway({ GHL_RECONCILE_INTERVAL: 'off' }, { ghl: true });
    const admin = await t.signInAs('prompt-admin', { isAdmin: true });
    member = await t.signInAs('prompt-member');
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  it('a create and an edit are each pushed promptly, exactly once', async () => {
    expect(t.config.GHL_PUSH_HOLD_MS).toBe(60_000);
    const from = t.ghl!.requests().length;
    // createLinked waits 15 s at most: well inside the hold, so the release ran the job.
    const deal = await h.createLinked('prompt@example.com', '15 Prompt Place');
    await h.settled(deal.id);
    expect(h.calls(from, 'POST', '/contacts/upsert')).toBe(1);
    expect(h.calls(from, 'POST', '/opportunities/')).toBe(1);

    const edited = t.ghl!.requests().length;
    const response = await t.request(`/deals/${deal.id}`, {
      method: 'PUT',
      token: member.token,
      json: { ...form('prompt@example.com', '16 Prompt Place') },
    });
    expect(response.status).toBe(200);
    await t.waitFor(
      () => t.ghl!.opportunity(deal.ghlOpportunityId!)!.customFields.sbxCfPropertyAddress === '16 Prompt Place',
    );
    await h.settled(deal.id);
    expect(h.calls(edited, 'PUT', `/opportunities/${deal.ghlOpportunityId}`)).toBe(1);
    expect(h.calls(edited, 'POST', '/opportunities/')).toBe(0);
  });

  it('an edit of a deal the caller does not have answers 404 and leaves no push behind', async () => {
    const stranger = await t.signInAs('prompt-stranger');
    const deal = await h.createLinked('not-theirs@example.com', '17 Owner Lane');
    await h.settled(deal.id);
    const from = t.ghl!.requests().length;
    const response = await t.request(`/deals/${deal.id}`, {
      method: 'PUT',
      token: stranger.token,
      json: form('not-theirs@example.com', '17 Someone Else Lane'),
    });
    expect(response.status).toBe(404);
    expect(await h.jobsOf(deal.id)).toBe(0);
    expect(t.ghl!.requests().slice(from)).toEqual([]);
  });
});
