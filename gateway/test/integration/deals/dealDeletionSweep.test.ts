import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sameRollup } from '../../../src/features/analytics/rollupMath';
import { type Rollups } from '../../../src/features/analytics/rollups';
import type { DealRecord } from '../../../src/features/deals/model';
import { GHL_DEAL_DELETED_JOB } from '../../../src/features/ghl/push';
import { smallPdf } from '../../support/files';
import { startTestGateway, type SignedIn, type TestGateway } from '../../support/testGateway';

const HOUR = 3_600_000;
/** Past the default grace period (STORAGE_ORPHAN_GRACE, 1 hour): what the sweep sees an hour after the crash. */
const later = () => new Date(Date.now() + HOUR + 60_000);
/** Stands for a process that died at this point: nothing after it ever runs. */
const dies = () => new Promise<never>(() => undefined);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Deal = { id: string; dealId: string; ghlOpportunityId: string | null };

/** Stored rollups that differ from a full recomputation from the deals (empty rollups count as absent). */
async function rollupDifferences(rollups: Rollups): Promise<string[]> {
  const { rollups: truth } = await rollups.recompute();
  const stored = new Map((await rollups.readAll()).map((doc) => [doc._id, doc]));
  const wrong: string[] = [];
  for (const key of new Set([...truth.keys(), ...stored.keys()])) {
    const want = truth.get(key) ?? { counters: {}, recent: [] };
    const have = stored.get(key) ?? { counters: {}, recent: [] };
    if (!sameRollup(have, want)) wrong.push(key);
  }
  return wrong;
}

/**
 * Where the process deleting the deal died: after marking it and removing `removed` of its
 * document records, or once every document was gone and the GHL delete policy was held (the deal
 * itself still stored).
 */
const KILL_POINTS = [
  { name: 'before any document record was removed', removed: () => 0, policyHeld: false },
  { name: 'with half of the document records removed', removed: (n: number) => Math.floor(n / 2), policyHeld: false },
  { name: 'after its documents, with the GHL delete policy held', removed: (n: number) => n, policyHeld: true },
];

describe('a deal deletion cut short is finished by the orphan sweep after the grace period', () => {
  let t: TestGateway;
  let admin: SignedIn;
  let member: SignedIn;

  beforeAll(async () => {
    // No reconciliation: every GHL call here is one a push or the delete policy made.
    t = await startTestGateway({ GHL_RECONCILE_INTERVAL: 'off' }, { ghl: true });
    admin = await t.signInAs('finish-admin', { isAdmin: true });
    member = await t.signInAs('finish-member');
    await t.configureGhl(admin.token, { onDealDeleted: 'delete' });
  });
  afterAll(() => t.close());

  const c = () => t.gateway.container;
  const intentsLeft = () => t.gateway.db.collection('storageintents').countDocuments();
  const inFolder = async (deal: Deal) => (await readdir(join(t.storageDir, deal.dealId)).catch(() => [])).sort();
  const ghlJobsOf = (dealId: string) =>
    t.gateway.db.collection('agendajobs').countDocuments({ name: GHL_DEAL_DELETED_JOB, 'data.dealId': dealId });
  /** Deletions of the deal's opportunity GHL carried out (a call retried after a timeout finds it gone: 404). */
  const opportunityDeletes = (deal: Deal) =>
    t
      .ghl!.requests()
      .filter((r) => r.method === 'DELETE' && r.path === `/opportunities/${deal.ghlOpportunityId}` && r.status < 300)
      .length;
  const deletedOutcome = (deal: Deal) =>
    t.gateway.db.collection('ghlsyncoutcomes').findOne({ _id: `deleted:${deal.id}` } as never) as Promise<{
      state: string;
      action: string | null;
    } | null>;

  /** A member's deal, linked to a GHL opportunity, with `count` documents uploaded the way the browser does. */
  async function linkedDealWithDocuments(email: string, count: number): Promise<Deal> {
    const created = await t.request('/deals', {
      method: 'POST',
      token: member.token,
      json: {
        clientFirstName: 'Dorothy',
        clientLastName: 'Vaughan',
        clientPhone: '555-0142',
        clientEmail: email,
        propertyAddress: '7 Langley Way',
        loanRequest: '$2.5M',
      },
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as Deal;
    const deal = await t.waitFor(async () => {
      const read = (await (await t.request(`/deals/${id}`, { token: member.token })).json()) as Deal;
      return read.ghlOpportunityId ? read : undefined;
    });
    for (let n = 1; n <= count; n++) {
      const response = await t.upload(member.token, { dealId: id, fileName: `doc-${n}.pdf`, content: smallPdf() });
      expect(response.status).toBe(201);
    }
    return deal;
  }

  /**
   * Runs DELETE /deals/{id}'s steps (deals/service.ts delete and removeDeal) with their own
   * modules and stops where a killed process would.
   */
  async function deletionCutShort(deal: Deal, point: (typeof KILL_POINTS)[number]): Promise<void> {
    const record = (await c().repositories.deals.findById(deal.id)) as DealRecord;
    const docs = await c().repositories.documents.listByDeal(deal.id);
    await c().infra.storageIntents.beginDealDeletion(deal.id);
    await c().repositories.deals.markDeleting(deal.id, new Date());
    const files = docs.map((doc) => ({
      documentId: doc._id,
      backend: doc.storage,
      key: doc.storageKey,
      folder: deal.dealId,
      fileName: doc.originalName,
    }));
    const removed = point.removed(docs.length);
    let reached!: () => void;
    const stopped = new Promise<void>((resolve) => (reached = resolve));
    const removing = c().services.storage.removeDealDocuments(deal.dealId, files, async () => {
      await c().repositories.documents.deleteAll(docs.slice(0, removed).map((doc) => doc._id));
      if (point.policyHeld) return;
      reached();
      return dies();
    });
    if (point.policyHeld) {
      await removing;
      // Held for the deletion's release (GHL_PUSH_HOLD_MS, a minute), which never comes.
      await c().services.ghl.push.prepareDealDeleted(record);
      expect(await ghlJobsOf(deal.id)).toBe(1);
      reached();
    }
    await stopped;
  }

  it.each(KILL_POINTS)(
    'killed $name: the deal, its documents and files go, rollups stay exact, GHL hears once; a second sweep changes nothing',
    async (point) => {
      const deal = await linkedDealWithDocuments(`finish-${point.removed(4)}@example.com`, 4);
      const from = t.ghl!.requests().length;
      await deletionCutShort(deal, point);

      // Within the grace period the deletion may still be running: the sweep leaves the deal alone.
      expect(await c().services.orphanSweep.sweep()).toMatchObject({ dealsDeleted: 0, failed: 0 });
      expect(await c().repositories.deals.findById(deal.id)).not.toBeNull();

      expect(await c().services.orphanSweep.sweep(later())).toMatchObject({ dealsDeleted: 1, failed: 0 });
      expect(await c().repositories.deals.findById(deal.id)).toBeNull();
      const read = await t.request(`/deals/${deal.id}`, { token: member.token });
      expect(read.status).toBe(404);
      expect(await read.json()).toMatchObject({ message: 'Deal not found' });
      expect(await c().repositories.documents.listByDeal(deal.id)).toEqual([]);
      expect(await inFolder(deal)).toEqual([]);
      expect(await intentsLeft()).toBe(0);
      const listed = (await (await t.request('/deals', { token: member.token })).json()) as { items: Deal[] };
      expect(listed.items.map((item) => item.id)).not.toContain(deal.id);

      // The delete policy ran once: the opportunity is gone, the outcome says so, no job is left.
      const outcome = await t.waitFor(async () => {
        const found = await deletedOutcome(deal);
        return found?.state === 'succeeded' ? found : undefined;
      });
      expect(outcome.action).toBe('opportunity deleted');
      expect(t.ghl!.opportunity(deal.ghlOpportunityId!)).toBeUndefined();
      await t.waitFor(async () => (await ghlJobsOf(deal.id)) === 0);
      await sleep(300);
      expect(await ghlJobsOf(deal.id)).toBe(0);
      expect(opportunityDeletes(deal)).toBe(1);
      expect(await c().repositories.ghlLinks.dealIdOf(deal.ghlOpportunityId!)).toBeNull();

      // The rollups (counts, pipeline, recent activity) equal a recomputation from what is stored.
      const rollups = c().services.rollups;
      await t
        .waitFor(async () => (await rollupDifferences(rollups)).length === 0)
        .catch(async () => expect(await rollupDifferences(rollups)).toEqual([]));

      const requestsBefore = t.ghl!.requests().length;
      expect(await c().services.orphanSweep.sweep(later())).toEqual({
        removed: 0,
        kept: 0,
        dealsDeleted: 0,
        failed: 0,
      });
      expect(t.ghl!.requests().length).toBe(requestsBefore);
      expect(await rollupDifferences(rollups)).toEqual([]);
      expect(t.ghl!.requests().length).toBeGreaterThan(from);
    },
  );

  it('a deletion that died before marking its deal leaves the deal as the member knows it', async () => {
    const deal = await linkedDealWithDocuments('never-marked@example.com', 1);
    await c().infra.storageIntents.beginDealDeletion(deal.id);
    expect(await c().services.orphanSweep.sweep(later())).toEqual({
      removed: 0,
      kept: 0,
      dealsDeleted: 0,
      failed: 0,
    });
    expect(await intentsLeft()).toBe(0);
    expect((await t.request(`/deals/${deal.id}`, { token: member.token })).status).toBe(200);
    expect(await c().repositories.documents.listByDeal(deal.id)).toHaveLength(1);
    expect(await inFolder(deal)).toHaveLength(1);
  });

  it('a complete deletion leaves no intent for the sweep', async () => {
    const deal = await linkedDealWithDocuments('complete@example.com', 2);
    const response = await t.request(`/deals/${deal.id}`, { method: 'DELETE', token: member.token });
    expect(response.status).toBe(200);
    expect(await intentsLeft()).toBe(0);
    expect(await c().services.orphanSweep.sweep(later())).toEqual({
      removed: 0,
      kept: 0,
      dealsDeleted: 0,
      failed: 0,
    });
  });
});
