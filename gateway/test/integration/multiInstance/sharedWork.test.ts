import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_STAGES } from '../../../sandbox/ghl';
import type { SignedIn, TestGateway } from '../../support/testGateway';
import { startPair, type Pair } from './pair';

const DEALS_PER_CLIENT = 26;
const CLIENTS = 4;

const form = (address: string, email = 'grace@example.com') => ({
  clientFirstName: 'Grace',
  clientLastName: 'Hopper',
  clientPhone: '555-0142',
  clientEmail: email,
  propertyAddress: address,
  propertyType: 'Retail',
  dealType: 'Purchase',
  loanRequest: '$4M',
});

type Deal = {
  id: string;
  dealId: string;
  ghlOpportunityId: string | null;
  stage: string | null;
  stageHistory: unknown[];
};

describe('two gateway instances on one database do each piece of work once', () => {
  let pair: Pair;
  let admin: SignedIn;
  let members: SignedIn[];

  beforeAll(async () => {
    // A daily reconciliation: the checks below run well within one period.
    pair = await startPair({ GHL_RECONCILE_INTERVAL: '1 day' }, { smtp: true, ghl: true });
    admin = await pair.a.signInAs('pair-admin', { isAdmin: true });
    members = [];
    for (let i = 0; i < CLIENTS; i++) members.push(await pair.a.signInAs(`pair-member-${i}`));
    await pair.a.configureEmail(admin.token, ['ops@example.com']);
  });
  afterAll(() => pair.close());

  const instance = (i: number): TestGateway => (i % 2 === 0 ? pair.a : pair.b);

  it(`${CLIENTS} clients creating ${CLIENTS * DEALS_PER_CLIENT} deals at once through both instances: one e-mail per deal`, async () => {
    const created = await Promise.all(
      members.map(async (member, client) => {
        const ids: string[] = [];
        for (let i = 0; i < DEALS_PER_CLIENT; i++) {
          const response = await instance(client + i).request('/deals', {
            method: 'POST',
            token: member.token,
            json: form(`${client}-${i} Concurrency Court`),
          });
          expect(response.status).toBe(201);
          ids.push(((await response.json()) as Deal).dealId);
        }
        return ids;
      }),
    );
    const dealIds = created.flat();
    expect(new Set(dealIds).size).toBe(CLIENTS * DEALS_PER_CLIENT);

    const smtp = pair.a.smtp!;
    await pair.a.waitFor(() => smtp.messages().length >= dealIds.length, 180_000);
    await pair.a.waitFor(async () => {
      const response = await pair.b.request('/admin/email/outbox', { token: admin.token });
      const outbox = (await response.json()) as { pending: number; failed: number };
      return outbox.pending === 0 && outbox.failed === 0;
    }, 60_000);
    // Both workers look once more: nothing is left to send.
    await Promise.all([pair.a.gateway.container.infra.outbox.flush(), pair.b.gateway.container.infra.outbox.flush()]);

    const perDeal = new Map<string, number>();
    for (const message of smtp.messages()) {
      const dealId = /^New deal (\S+):/.exec(message.subject)?.[1];
      if (dealId) perDeal.set(dealId, (perDeal.get(dealId) ?? 0) + 1);
    }
    expect(smtp.messages()).toHaveLength(dealIds.length);
    for (const dealId of dealIds) expect(perDeal.get(dealId)).toBe(1);
  }, 300_000);

  it('a document uploaded through one instance downloads through the other (shared storage folder)', async () => {
    expect(pair.b.storageDir).toBe(pair.a.storageDir);
    const member = members[0]!;
    const response = await pair.a.request('/deals', {
      method: 'POST',
      token: member.token,
      json: form('1 Shared Path'),
    });
    const deal = (await response.json()) as Deal;
    const content = Buffer.from('%PDF-1.4\nshared between instances\n');
    const uploaded = await pair.a.upload(member.token, { dealId: deal.id, fileName: 'term-sheet.pdf', content });
    expect(uploaded.status).toBe(201);
    const { document } = (await uploaded.json()) as { document: { id: string } };
    const download = await pair.b.request(`/documents/${document.id}/download`, { token: member.token });
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(content)).toBe(true);
  });

  it('the same GHL webhook delivered to both instances at once takes effect once', async () => {
    await pair.a.configureGhl(admin.token);
    const member = members[1]!;
    const response = await pair.b.request('/deals', {
      method: 'POST',
      token: member.token,
      json: form('8 Webhook Walk', 'webhook-pair@example.com'),
    });
    const created = (await response.json()) as Deal;
    const read = async () =>
      (await (await pair.a.request(`/deals/${created.id}`, { token: member.token })).json()) as Deal;
    const linked = await pair.a.waitFor(async () => {
      const deal = await read();
      return deal.ghlOpportunityId && deal.stage ? deal : undefined;
    });
    const ghl = pair.a.ghl!;
    await ghl.moveOpportunity(linked.ghlOpportunityId!, SANDBOX_STAGES.underwriting.id);
    const event = ghl.webhookEvent('OpportunityStageUpdate', linked.ghlOpportunityId!);
    const answers = await Promise.all(
      [pair.a, pair.b].map(async (t) => {
        const answer = await ghl.sendSignedWebhook(t.gateway.url, event);
        expect(answer.status).toBe(200);
        return (await answer.json()) as { applied: boolean; reason?: string };
      }),
    );
    expect(answers.filter((answer) => answer.applied)).toHaveLength(1);
    expect(answers.find((answer) => !answer.applied)?.reason).toBe('duplicate delivery');
    const after = await read();
    expect(after.stageHistory).toHaveLength(linked.stageHistory.length + 1);
  }, 90_000);

  it('each recurring job runs once per period, however many instances start it', async () => {
    // The runs started with the instances: one per job and period.
    const runs = pair.a.gateway.db.collection('jobruns');
    await pair.a.waitFor(() => runs.findOne({ job: 'purge-expired-sessions' }));
    expect(await runs.countDocuments({ job: 'purge-expired-sessions' })).toBe(1);

    // As at the start of a new period (no run claimed yet): both instances start both jobs at once.
    await pair.a.configureGhl(admin.token);
    await runs.deleteMany({});
    const ghl = pair.a.ghl!;
    const searches = () => ghl.requests().filter((r) => r.path.startsWith('/opportunities/search')).length;
    const before = searches();
    const [purges, reconciles] = await Promise.all([
      Promise.all([pair.a, pair.b].map((t) => t.gateway.container.services.sessionPurge.runScheduled())),
      Promise.all([pair.a, pair.b].map((t) => t.gateway.container.services.ghl.reconcile.runScheduled())),
    ]);
    expect(purges.filter(Boolean)).toHaveLength(1);
    expect(reconciles.filter((summary) => summary !== null)).toHaveLength(1);
    const oneRun = searches() - before;
    expect(oneRun).toBeGreaterThan(0);

    // Started again within the same period: nothing runs, GHL is not called.
    const again = await Promise.all(
      [pair.a, pair.b].map((t) => t.gateway.container.services.ghl.reconcile.runScheduled()),
    );
    expect(again).toEqual([null, null]);
    expect(searches() - before).toBe(oneRun);
  }, 90_000);
});
