import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompareProgress } from '@portal/contracts';
import { seedGhlLinkedDeal } from '../../support/seed';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

/** GHL Compare tells the admin how far it has read GHL while it runs. */
describe('GET /deals/compare/ghl/progress/{runId} (getGhlCompareProgress)', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let broker: SignedIn;

  beforeAll(async () => {
    t = await startTestGateway({ GHL_RECONCILE_INTERVAL: 'off' }, { ghl: true });
    admin = await t.signInAs('progress-admin', { isAdmin: true });
    broker = await t.signInAs('progress-broker');
    await t.configureGhl(admin.token);
    // Linked deals whose opportunities sit on the pipeline's first page, then 450 more opportunities.
    for (let i = 0; i < 3; i++) {
      await seedGhlLinkedDeal(t.gateway.container, t.ghl!, { _id: broker.user.id, username: 'progress-broker' });
    }
    t.ghl!.seedOpportunities(450, { namePrefix: 'Progress' });
  }, 120_000);
  afterAll(() => t.close());

  it('the comparison reports each page of GHL it reads: pages, opportunities and GHL’s total', async () => {
    const reports: CompareProgress[] = [];
    const result = await t.gateway.container.services.ghl.compare.compare(async (progress) => {
      reports.push(progress);
    });
    expect(result.ok).toBe(true);
    expect(reports.length).toBeGreaterThan(0);
    const inPipeline = t.ghl!.opportunities().filter((o) => o.pipelineId === t.ghl!.pipelineId).length;
    reports.forEach((report, i) => {
      expect(report.pagesRead).toBe(i + 1);
      expect(report.total).toBe(inPipeline);
      expect(report.opportunitiesRead).toBeLessThanOrEqual(inPipeline);
    });
    expect(reports.map((report) => report.opportunitiesRead)).toEqual(
      [...reports.map((report) => report.opportunitiesRead)].sort((a, b) => a - b),
    );
  });

  it('a run started with runId is readable while it runs, by id, and gone once it is over', async () => {
    const runId = 'run-0123456789';
    const seen: number[] = [];
    let done = false;
    const poll = (async () => {
      while (!done) {
        const response = await t.request(`/deals/compare/ghl/progress/${runId}`, { token: admin.token });
        if (response.status === 200) seen.push(((await response.json()) as CompareProgress).opportunitiesRead);
        else expect(response.status).toBe(404);
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    })();
    // The store as the handler writes it, for a run the poll is sure to see.
    await t.gateway.db.collection('compareprogress').insertOne({
      _id: `compare:${runId}`,
      pagesRead: 1,
      opportunitiesRead: 100,
      total: 453,
      at: new Date(),
    } as never);
    await t.waitFor(() => seen.length > 0);
    const response = await t.request(`/deals/compare/ghl?runId=${runId}`, { token: admin.token });
    expect(response.status).toBe(200);
    done = true;
    await poll;
    expect(seen[0]).toBe(100);
    expect((await t.request(`/deals/compare/ghl/progress/${runId}`, { token: admin.token })).status).toBe(404);
  });

  it('admins only; an id that is not one answers 400', async () => {
    expect((await t.request('/deals/compare/ghl/progress/run-0123456789', { token: broker.token })).status).toBe(403);
    expect((await t.request('/deals/compare/ghl/progress/x', { token: admin.token })).status).toBe(400);
  });
});
