import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GHL_PUSH_JOB } from '../../../src/features/ghl/push';
import { seedDeals } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

/**
 * Pushes waiting at once. On a busy 2-core machine a push (some 25 database commands) drains at
 * 1 to 2 a second beside the writers, so CI runs 150 to keep the suite short and
 * `LOAD_BACKLOG=2000` runs the size. Same test, same assertions.
 */
const BACKLOG = Number(process.env.LOAD_BACKLOG ?? 150);
/** Deals each of the two writers creates through the API while the backlog drains. */
const WRITES_EACH = 20;
/** Time allowed for the drain, generous for a busy machine. */
const DRAIN_MS = 60_000 + BACKLOG * 1_000;

const form = (n: number) => ({
  clientFirstName: 'Busy',
  clientLastName: `Writer${n}`,
  clientPhone: `555-${String(n).padStart(4, '0')}`,
  clientEmail: `busy-writer-${n}@example.com`,
  propertyAddress: `${n} Contention Lane, Springfield`,
  propertyType: 'Office',
  dealType: 'Refinance',
  propertyVintage: '1990',
  sponsorNetWorth: '$10M',
  sponsorLiquidity: '$2M',
  loanRequest: '$1.5M',
  anyAdditionalInformation: 'Written while the push backlog drains',
});

/**
 * The job queue under a backlog: thousands of GHL pushes waiting at once while members keep
 * writing. Every deal must end up in GHL once (one contact, one opportunity, linked), and no job
 * may be left failed or stuck. GHL's burst limit is raised on both sides so the test is about
 * our queue and database, not about waiting out GHL's 100 calls per 10 s.
 */
describe('a backlog of GHL pushes (2,000 with LOAD_BACKLOG=2000) with the database busy', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway(
      { GHL_RECONCILE_INTERVAL: 'off' },
      { ghl: { seed: false, burstLimit: 100_000 }, configOverrides: { GHL_BURST_LIMIT: 100_000 } },
    );
    admin = await t.signInAs('backlog-admin', { isAdmin: true });
    member = await t.signInAs('backlog-member');
    await t.configureGhl(admin.token);
  });
  afterAll(() => t.close());

  it(
    'every push reaches the sandbox GHL exactly once and no job fails for good',
    { timeout: 2 * DRAIN_MS + 60_000 },
    async () => {
      const container = t.gateway.container;
      const jobs = t.gateway.db.collection('agendajobs');
      const waitingPushes = () => jobs.countDocuments({ name: GHL_PUSH_JOB });
      const owner = { _id: member.user.id, username: 'backlog-member' };
      const seeded = await seedDeals(
        container,
        Array.from({ length: BACKLOG }, (_, i) => ({
          owner,
          fields: {
            contactName: `Backlog Client${i}`,
            contactEmail: `backlog-${i}@example.com`,
            propertyAddress: `${i} Queue Street, Springfield`,
            loanAmount: 1_000_000 + i,
          },
        })),
      );
      for (const deal of seeded) await container.infra.jobs.enqueue(GHL_PUSH_JOB, { dealId: deal._id });

      // Members keep writing (creates through the API, each with its own push) while the backlog drains.
      const created: string[] = [];
      const writers = [0, 1].map(async (writer) => {
        for (let n = writer; n < 2 * WRITES_EACH; n += 2) {
          const response = await t.request('/deals', { method: 'POST', token: member.token, json: form(n) });
          expect(response.status).toBe(201);
          created.push(((await response.json()) as { id: string }).id);
        }
      });
      await Promise.all(writers);
      await t.waitFor(async () => (await waitingPushes()) === 0, DRAIN_MS);

      // Every deal linked to exactly one opportunity that carries its number, one create per deal.
      const deals = await t.gateway.db
        .collection('deals')
        .find({}, { projection: { dealId: 1, ghlOpportunityId: 1 } })
        .toArray();
      expect(deals).toHaveLength(BACKLOG + created.length);
      expect(deals.filter((deal) => !deal.ghlOpportunityId)).toEqual([]);
      const opportunities = t.ghl!.opportunities();
      for (const deal of deals) {
        const carrying = opportunities.filter((o) => (o.name ?? '').includes(String(deal.dealId)));
        expect(carrying.map((o) => o.id)).toEqual([deal.ghlOpportunityId]);
      }
      const creates = t.ghl!.requests().filter((r) => r.method === 'POST' && r.path === '/opportunities/');
      expect(creates).toHaveLength(deals.length);
      // Nothing failed for good or was left behind (finished jobs are removed).
      expect(await jobs.countDocuments({ name: GHL_PUSH_JOB })).toBe(0);
      expect(await jobs.countDocuments({ failedAt: { $ne: null }, repeatInterval: null })).toBe(0);
    },
  );
});
