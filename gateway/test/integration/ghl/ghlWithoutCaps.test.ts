import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_OTHER_PIPELINE, SANDBOX_STAGES } from '../../../sandbox/ghl';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

type Page = { opportunities: { id: string; name: string }[]; nextCursor: string | null; total: number };

const SEEDED = 5_100;

/** A location larger than the old caps (2,000 listed, 5,000 reconciled): import, compare and reconciliation read it all. */
describe('GHL without caps: a location of more than 5,000 opportunities', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let broker: SignedIn;
  let inPipeline: number;

  beforeAll(async () => {
    t = await startTestGateway({ GHL_RECONCILE_INTERVAL: 'off' }, { ghl: true });
    admin = await t.signInAs('caps-admin', { isAdmin: true });
    broker = await t.signInAs('caps-broker');
    await t.configureGhl(admin.token);
    t.ghl!.seedOpportunities(SEEDED, { namePrefix: 'Bulk' });
    inPipeline = t.ghl!.opportunities().filter((o) => o.pipelineId === t.ghl!.pipelineId).length;
  });
  afterAll(() => t.close());

  const list = async (path: string, cursor?: string) => {
    const response = await t.request(`${path}${cursor ? `?cursor=${cursor}` : ''}`, { token: admin.token });
    expect(response.status).toBe(200);
    return (await response.json()) as Page;
  };
  /** Every page of a list, following nextCursor, as GHL Import does. */
  const readAll = async (path: string) => {
    const pages: Page[] = [];
    let cursor: string | undefined;
    do {
      const page = await list(path, cursor);
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return pages;
  };

  it("GHL Import lists the whole pipeline a page at a time, with GHL's total for progress, and imports its last opportunity", async () => {
    expect(inPipeline).toBeGreaterThan(5_000);
    const pages = await readAll(`/admin/ghl/pipeline/${t.ghl!.pipelineId}/opportunities`);
    const ids = pages.flatMap((p) => p.opportunities.map((o) => o.id));
    expect(ids).toHaveLength(inPipeline);
    expect(new Set(ids).size).toBe(inPipeline);
    expect(new Set(pages.map((p) => p.total))).toEqual(new Set([inPipeline]));
    expect(pages.every((p) => p.opportunities.length <= 100)).toBe(true);

    const last = ids.at(-1)!;
    const response = await t.request('/admin/ghl/import-opportunity', {
      method: 'POST',
      token: admin.token,
      json: { opportunityId: last, userId: broker.user.id },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ created: true, deal: { ghlOpportunityId: last } });
  }, 180_000);

  it('refuses a malformed cursor and a cursor of another list (400 Invalid cursor)', async () => {
    const path = `/admin/ghl/pipeline/${t.ghl!.pipelineId}/opportunities`;
    const bad = await t.request(`${path}?cursor=not-a-cursor`, { token: admin.token });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: 'Invalid cursor' });

    const { nextCursor } = await list('/admin/ghl/opportunities');
    expect(nextCursor).toEqual(expect.any(String));
    const foreign = await t.request(
      `/admin/ghl/pipeline/${SANDBOX_OTHER_PIPELINE.id}/opportunities?cursor=${nextCursor}`,
      {
        token: admin.token,
      },
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.json()).toMatchObject({ error: 'Invalid cursor' });
  });

  it('reconciliation reads past 5,000 and applies the stage of a linked opportunity at the end of the cursor', async () => {
    const oldest = t
      .ghl!.opportunities()
      .filter((o) => o.name.startsWith('Bulk'))
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))[0]!;
    const imported = await t.request('/admin/ghl/import-opportunity', {
      method: 'POST',
      token: admin.token,
      json: { opportunityId: oldest.id, userId: broker.user.id },
    });
    const { deal } = (await imported.json()) as { deal: { id: string } };
    await t.ghl!.moveOpportunity(oldest.id, SANDBOX_STAGES.signedProposal.id, { notify: false });

    const summary = await t.gateway.container.services.ghl.reconcile.reconcile();
    expect(summary.checked).toBe(t.ghl!.opportunities().length);
    expect(summary.applied).toBeGreaterThanOrEqual(1);
    const after = (await (await t.request(`/deals/${deal.id}`, { token: broker.token })).json()) as {
      stage: string;
      status: string;
    };
    expect(after).toMatchObject({ stage: 'Signed Proposal', status: 'Signed Proposal' });

    // The comparison finds it too (not reported missing).
    const compared = (await (await t.request('/deals/compare/ghl', { token: admin.token })).json()) as {
      ourDeal: { id: string };
      ghlOpportunity: { id: string } | null;
    }[];
    expect(compared.find((c) => c.ourDeal.id === deal.id)?.ghlOpportunity).toMatchObject({ id: oldest.id });
  }, 180_000);
});
