import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STAGES } from '../../../sandbox/ghl';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type StageChange = { from: string | null; to: string | null; at: string; source: string };
type Deal = {
  id: string;
  dealId: string;
  status: string;
  stage: string | null;
  stageLastUpdated: string | null;
  ghlOpportunityId: string | null;
  stageHistory: StageChange[];
};

const form = (email: string) => ({
  clientFirstName: 'Katherine',
  clientLastName: 'Johnson',
  clientPhone: '555-0199',
  clientEmail: email,
  propertyAddress: '7 Orbit Way, Hampton',
  loanRequest: '$3M',
});

/** A member's deal pushed to the sandbox GHL: its id and its opportunity's id. */
async function linkedDeal(
  t: TestGateway,
  member: SignedIn,
  email: string,
): Promise<{ deal: Deal; opportunityId: string }> {
  const response = await t.request('/deals', { method: 'POST', token: member.token, json: form(email) });
  expect(response.status).toBe(201);
  const created = (await response.json()) as Deal;
  const deal = await t.waitFor(async () => {
    const current = (await (await t.request(`/deals/${created.id}`, { token: member.token })).json()) as Deal;
    return current.ghlOpportunityId && current.status === 'Under Review' ? current : undefined;
  });
  return { deal, opportunityId: deal.ghlOpportunityId! };
}

const METRICS_TOKEN = 'webhook-metrics-token-0123456789abcdef';
const MINUTE = 60_000;

/** The value of one sample of a metric whose labels contain every fragment. */
function sample(text: string, name: string, ...fragments: string[]): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && fragments.every((f) => l.includes(f)));
  return line === undefined ? 0 : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('POST /api/webhooks/ghl (ghlWebhook)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({ METRICS_TOKEN }, { ghl: true });
    admin = await t.signInAs('hook-admin', { isAdmin: true });
    member = await t.signInAs('hook-member');
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  const read = async (id: string) => (await (await t.request(`/deals/${id}`, { token: member.token })).json()) as Deal;
  /** Moves the opportunity in GHL, then sends GHL's signed webhook about it. */
  const moveAndNotify = async (opportunityId: string, stageId: string, type = 'OpportunityStageUpdate') => {
    await t.ghl!.moveOpportunity(opportunityId, stageId);
    const response = await t.ghl!.sendSignedWebhook(t.gateway.url, t.ghl!.webhookEvent(type, opportunityId));
    expect(response.status).toBe(200);
    return (await response.json()) as { received: boolean; applied: boolean; reason?: string };
  };

  describe('each of the six stage mappings sets its status, with the stage name normalised (docs/product.md#stage-mappings)', () => {
    let deal: Deal;
    let opportunityId: string;
    beforeAll(async () => {
      ({ deal, opportunityId } = await linkedDeal(t, member, 'mappings@example.com'));
    });

    it.each([
      ['inUnderwritingStageId', SANDBOX_STAGES.needsAnalysis.id, 'Needs Analysis', 'In Underwriting'],
      ['loeSentStageId', SANDBOX_STAGES.lenderSubmission.id, 'Lender Submission', 'LOE Sent'],
      ['closedStageId', SANDBOX_STAGES.proposal.id, 'Proposal', 'Closed'],
      ['signedProposalStageId', SANDBOX_STAGES.signedProposal.id, 'Signed Proposal', 'Signed Proposal'],
      ['noShowStageId', SANDBOX_STAGES.underwriting.id, 'Underwriting', 'No Show'],
      ['underReviewStageId', SANDBOX_STAGES.qualification.id, 'Qualification', 'Under Review'],
    ])('%s: entering its stage sets stage %s → %s and status %s', async (_mapping, stageId, stage, status) => {
      const before = await read(deal.id);
      t.clock.advance(60_000);
      const ack = await moveAndNotify(opportunityId, stageId);
      expect(ack).toEqual({ received: true, applied: true });
      const after = await read(deal.id);
      expect(after.stage).toBe(stage);
      expect(after.status).toBe(status);
      expect(after.stageLastUpdated).toBe(t.clock.now().toISOString());
      expect(after.stageHistory).toHaveLength(before.stageHistory.length + 1);
      expect(after.stageHistory.at(-1)).toEqual({
        from: before.stage,
        to: stage,
        at: t.clock.now().toISOString(),
        source: 'webhook',
      });
    });

    it('a stage no mapping names changes the stage (" Stage" dropped) and leaves the status', async () => {
      const ack = await moveAndNotify(opportunityId, SANDBOX_STAGES.siteVisit.id);
      expect(ack.applied).toBe(true);
      expect(await read(deal.id)).toMatchObject({ stage: 'Site Visit', status: 'Under Review' });
    });
  });

  it('a forged or unsigned webhook is refused with 401 and changes nothing', async () => {
    const { deal, opportunityId } = await linkedDeal(t, member, 'forgery@example.com');
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.proposal.id);
    const event = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId);
    const raw = JSON.stringify(event);
    const attempts = [
      { signature: null },
      { signature: t.ghl!.forge(raw) },
      { signature: 'bm90IGEgc2lnbmF0dXJl' },
      // GHL's real signature, but of another body than the one sent.
      {
        signature: t.ghl!.sign(raw),
        rawBody: JSON.stringify({ ...event, pipelineStageId: SANDBOX_STAGES.underwriting.id }),
      },
      // An unsigned call with a shared secret, which this deployment never opted into.
      { signature: null, headers: { 'X-Webhook-Secret': 'some-guessed-secret-value' } },
    ];
    for (const attempt of attempts) {
      const response = await t.ghl!.sendSignedWebhook(t.gateway.url, event, attempt);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: string }).error).toMatch(/webhook signature/);
    }
    const after = await read(deal.id);
    expect(after).toMatchObject({ stage: deal.stage, status: deal.status, stageHistory: deal.stageHistory });
    // The genuine delivery of the same event is still accepted afterwards.
    const genuine = await t.ghl!.sendSignedWebhook(t.gateway.url, event);
    expect(await genuine.json()).toEqual({ received: true, applied: true });
    expect(await read(deal.id)).toMatchObject({ stage: 'Proposal', status: 'Closed' });
  });

  it('a replayed event is applied once; the two events GHL sends for one change record it once', async () => {
    const { deal, opportunityId } = await linkedDeal(t, member, 'replay@example.com');
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.lenderSubmission.id);
    const event = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId);
    const first = await t.ghl!.sendSignedWebhook(t.gateway.url, event);
    expect(await first.json()).toEqual({ received: true, applied: true });
    const afterFirst = await read(deal.id);

    // The same delivery again (a replay or GHL's retry): acknowledged, not applied.
    for (let i = 0; i < 3; i++) {
      const again = await t.ghl!.sendSignedWebhook(t.gateway.url, event);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual({ received: true, applied: false, reason: 'duplicate delivery' });
    }
    // The same content under another webhookId counts as a new delivery, but the stage is already there.
    const sibling = await t.ghl!.sendSignedWebhook(
      t.gateway.url,
      t.ghl!.webhookEvent('OpportunityUpdate', opportunityId),
    );
    expect(await sibling.json()).toEqual({ received: true, applied: false, reason: 'no change' });

    const after = await read(deal.id);
    expect(after).toEqual(afterFirst);
    expect(after.stageHistory.filter((c) => c.to === 'Lender Submission')).toHaveLength(1);
    expect(after).toMatchObject({ stage: 'Lender Submission', status: 'LOE Sent' });
  });

  it('a delivery older than what was already applied does not undo it', async () => {
    const { deal, opportunityId } = await linkedDeal(t, member, 'ordering@example.com');
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.needsAnalysis.id);
    const older = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId, {
      timestamp: new Date(Date.now() - 60_000).toISOString(),
    });
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.proposal.id);
    const newer = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId);
    expect(await (await t.ghl!.sendSignedWebhook(t.gateway.url, newer)).json()).toMatchObject({ applied: true });
    expect(await (await t.ghl!.sendSignedWebhook(t.gateway.url, older)).json()).toEqual({
      received: true,
      applied: false,
      reason: 'stale',
    });
    expect(await read(deal.id)).toMatchObject({ stage: 'Proposal', status: 'Closed' });
  });

  const refusals = async () => {
    const answer = await t.request('/metrics', { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    return answer.text();
  };

  /** Sends a signed event that must be refused (401) without changing the deal. */
  const expectRefused = async (dealId: string, event: Record<string, unknown> & { type: string }, message: string) => {
    const before = await read(dealId);
    const response = await t.ghl!.sendSignedWebhook(t.gateway.url, event);
    expect(response.status).toBe(401);
    expect(((await response.json()) as { message: string }).message).toBe(message);
    const after = await read(dealId);
    expect(after).toMatchObject({ stage: before.stage, status: before.status, stageHistory: before.stageHistory });
  };

  it('a signed delivery replayed after the freshness window (5 minutes) is refused and changes nothing', async () => {
    const { deal, opportunityId } = await linkedDeal(t, member, 'stale@example.com');
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.proposal.id);
    const captured = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId, {
      timestamp: new Date(Date.now() - 6 * MINUTE).toISOString(),
    });
    const before = sample(await refusals(), 'portal_ghl_webhooks_total', 'reason="stale"');
    await expectRefused(deal.id, captured, 'Webhook event is too old');
    expect(sample(await refusals(), 'portal_ghl_webhooks_total', 'reason="stale"')).toBe(before + 1);
    // The same change reported now is applied.
    const fresh = await t.ghl!.sendSignedWebhook(
      t.gateway.url,
      t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId),
    );
    expect(await fresh.json()).toEqual({ received: true, applied: true });
  });

  it('an event dated more than a minute ahead of our clock is refused', async () => {
    const { deal, opportunityId } = await linkedDeal(t, member, 'future@example.com');
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.proposal.id);
    const event = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId, {
      timestamp: new Date(Date.now() + 10 * MINUTE).toISOString(),
    });
    await expectRefused(deal.id, event, 'Webhook event is dated in the future');
    expect(sample(await refusals(), 'portal_ghl_webhooks_total', 'reason="future"')).toBeGreaterThanOrEqual(1);
  });

  it('an event without a timestamp is refused (it could be replayed for ever)', async () => {
    const { deal, opportunityId } = await linkedDeal(t, member, 'undated@example.com');
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.proposal.id);
    const { timestamp, ...undated } = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId);
    expect(timestamp).toBeTypeOf('string');
    await expectRefused(deal.id, undated, 'Webhook event carries no timestamp');
    const unparsable = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId, { timestamp: 'yesterday' });
    await expectRefused(deal.id, unparsable, 'Webhook event carries no timestamp');
    expect(sample(await refusals(), 'portal_ghl_webhooks_total', 'reason="no_timestamp"')).toBeGreaterThanOrEqual(2);
  });

  it('an event for another location than the configured one is refused, even about one of our opportunities', async () => {
    const { deal, opportunityId } = await linkedDeal(t, member, 'elsewhere@example.com');
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.proposal.id);
    const event = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId, { locationId: 'another-location' });
    await expectRefused(deal.id, event, 'Webhook event is for another location');
    const { locationId, ...unlocated } = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId);
    expect(locationId).toBe(t.ghl!.locationId);
    await expectRefused(deal.id, unlocated, 'Webhook event is for another location');
    expect(sample(await refusals(), 'portal_ghl_webhooks_total', 'reason="other_location"')).toBeGreaterThanOrEqual(2);
  });

  it('a fresh event is applied once and its replay within the window is acknowledged, not applied', async () => {
    const { deal, opportunityId } = await linkedDeal(t, member, 'fresh@example.com');
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.needsAnalysis.id);
    const event = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId);
    const first = await t.ghl!.sendSignedWebhook(t.gateway.url, event);
    expect(await first.json()).toEqual({ received: true, applied: true });
    const replay = await t.ghl!.sendSignedWebhook(t.gateway.url, event);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, applied: false, reason: 'duplicate delivery' });
    const after = await read(deal.id);
    expect(after.stageHistory.filter((c) => c.to === 'Needs Analysis')).toHaveLength(1);
  });

  it('acknowledges events it does not act on: unknown opportunities, other types, no stage', async () => {
    const unknown = await t.ghl!.sendSignedWebhook(
      t.gateway.url,
      t.ghl!.webhookEvent('OpportunityStageUpdate', 'no-such-opportunity', {
        pipelineStageId: SANDBOX_STAGES.proposal.id,
      }),
    );
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ received: true, applied: false, reason: 'unknown opportunity' });

    const contact = await t.ghl!.sendSignedWebhook(t.gateway.url, t.ghl!.webhookEvent('ContactCreate', 'c1'));
    expect(await contact.json()).toEqual({
      received: true,
      applied: false,
      reason: 'ignored event type ContactCreate',
    });

    const noStage = await t.ghl!.sendSignedWebhook(t.gateway.url, t.ghl!.webhookEvent('OpportunityUpdate', 'x'));
    expect(await noStage.json()).toMatchObject({ received: true, applied: false });
  });

  it("the sandbox's control API moves an opportunity and its signed webhook reaches the gateway (as under npm start)", async () => {
    const { deal, opportunityId } = await linkedDeal(t, member, 'control@example.com');
    t.ghl!.setWebhookUrl(t.gateway.url);
    try {
      const response = await fetch(`${t.ghl!.url}/_sandbox/opportunities/${opportunityId}/move`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ pipelineStageId: SANDBOX_STAGES.underwriting.id }),
      });
      expect(response.status).toBe(200);
      expect(await read(deal.id)).toMatchObject({ stage: 'Underwriting', status: 'No Show' });
      expect((await read(deal.id)).stageHistory.at(-1)).toMatchObject({ to: 'Underwriting', source: 'webhook' });
    } finally {
      t.ghl!.setWebhookUrl(null);
    }
  });

  it('a body that is not an opportunity event (no type) is a 400', async () => {
    const raw = JSON.stringify({ id: 'no type' });
    const response = await t.ghl!.sendSignedWebhook(t.gateway.url, { type: 'x' }, { rawBody: raw });
    expect(response.status).toBe(400);
  });
});

describe('ghlWebhook with an operator-configured shared secret instead of signatures', () => {
  let t: TestGateway;
  const SECRET = 'operator-shared-secret-1234567890';

  beforeAll(async () => {
    t = await startTestGateway({ GHL_WEBHOOK_SHARED_SECRET: SECRET }, { ghl: true });
    const admin = await t.signInAs('secret-admin', { isAdmin: true });
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  it('accepts an unsigned call carrying the secret, refuses a wrong one, and still checks signatures', async () => {
    const member = await t.signInAs('secret-member');
    const { deal, opportunityId } = await linkedDeal(t, member, 'secret@example.com');
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.needsAnalysis.id);
    const event = t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId);

    const wrong = await t.ghl!.sendSignedWebhook(t.gateway.url, event, {
      signature: null,
      headers: { 'X-Webhook-Secret': `${SECRET}x` },
    });
    expect(wrong.status).toBe(401);
    const forged = await t.ghl!.sendSignedWebhook(t.gateway.url, event, {
      signature: t.ghl!.forge(JSON.stringify(event)),
      headers: { 'X-Webhook-Secret': SECRET },
    });
    expect(forged.status).toBe(401);
    const right = await t.ghl!.sendSignedWebhook(t.gateway.url, event, {
      signature: null,
      headers: { 'X-Webhook-Secret': SECRET },
    });
    expect(right.status).toBe(200);
    expect(await right.json()).toEqual({ received: true, applied: true });
    const after = (await (await t.request(`/deals/${deal.id}`, { token: member.token })).json()) as Deal;
    expect(after).toMatchObject({ stage: 'Needs Analysis', status: 'In Underwriting' });
  });
});

describe('ghlWebhook under load and trouble (answers 429, the one status GHL retries)', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({ GHL_WEBHOOK_RATE_LIMIT_PER_MINUTE: '3' }, { ghl: true });
    const admin = await t.signInAs('load-admin', { isAdmin: true });
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  it('rate-limits the webhook: 429 with Retry-After beyond the configured calls per minute', async () => {
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 5; i++) {
      const response = await t.ghl!.sendSignedWebhook(t.gateway.url, t.ghl!.webhookEvent('ContactCreate', `c${i}`));
      statuses.push(response.status);
      if (response.status === 429) retryAfter = response.headers.get('retry-after');
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});

describe('ghlWebhook with the database down', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = await startTestGateway({}, { ghl: true });
    const admin = await t.signInAs('down-admin', { isAdmin: true });
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  it('answers 429 with Retry-After so that GHL retries', async () => {
    const member = await t.signInAs('down-member');
    const { opportunityId } = await linkedDeal(t, member, 'down@example.com');
    await t.ghl!.moveOpportunity(opportunityId, SANDBOX_STAGES.proposal.id);
    // The database goes away under the running gateway.
    await t.gateway.container.stop();
    await t.gateway.db.getClient().close(true);
    const response = await t.ghl!.sendSignedWebhook(
      t.gateway.url,
      t.ghl!.webhookEvent('OpportunityStageUpdate', opportunityId),
    );
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await response.json()) as { error: string }).error).toBe(
      'The event could not be processed right now; please retry',
    );
  });
});
