import { randomUUID } from 'node:crypto';
import type { Collection, Connection, Model } from 'mongoose';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import type { DealModel } from '../deals/model';
import type { DealPipeline } from '@portal/contracts';
import { COUNTED_DOCUMENT_FIELDS, type CountedDocument, type DocumentRecord } from '../documents/model';
import type { LeaseRepository } from '../ghl/repository';
import type { UserRecord } from '../users/model';

import {
  COUNTED_USER_FIELDS,
  type Change,
  type CountedUser,
  type Counters,
  DOCUMENTS_KEY,
  type DeltaOp,
  GLOBAL_KEY,
  type LatestByStage,
  NEWEST_KEPT,
  type NewDeal,
  RECENT_STAGE_CHANGES,
  ROLLUP_FIELDS,
  ROLLUP_VERSION,
  type RecentStageChange,
  type RollupDeal,
  type RollupRecord,
  USERS_KEY,
  addInto,
  contribution,
  countOp,
  createLatestLists,
  createNewestList,
  documentCounters,
  foldLatest,
  foldNewest,
  newestFirst,
  opsFor,
  pipelineFromRollup,
  pruned,
  recentChangesOf,
  sameRollup,
  splitGlobal,
  storageContributions,
  userCounters,
  userKey,
} from './rollupMath';

/**
 * Rollups: the figures the dashboards show, kept in documents read by `_id` so a dashboard costs
 * the same at 100 deals as at 100,000 (collection `rollups`: `global`, and `user:<id>` per owner).
 *
 * Every write of a deal goes through `record(before, after)` (the deal repository calls it for
 * create, edit, delete, GHL import, stage/status changes from webhooks, sync and reconciliation).
 *
 * Why a delta log and not `$inc`: FerretDB v1 runs `update` as read, change in Go, write back,
 * with nothing holding the document in between (its handler queries, then replaces), so two
 * concurrent `$inc` on one document can lose one; `findOneAndUpdate` is the same. So a write only
 * inserts one delta document (an insert is atomic on every engine) into `rollupdeltas`, then the
 * deltas are folded into the rollups by one applier at a time (a lease, held by one instance):
 * it reads the pending deltas, reads each affected rollup by `_id`, adds them up in JS, replaces the
 * rollup and deletes the deltas. Application is idempotent: each rollup remembers the ids of the
 * deltas of the batch that last changed it, so a batch re-run after a crash between replacing a
 * rollup and deleting the deltas skips what that rollup already holds. A delta whose application
 * could not happen at once (the lease busy for long) stays pending and is applied by the next write
 * or the periodic flush. A recurring repair recomputes everything from the deals and fixes drift
 * (a crash between a deal write and its delta, a lease that expired under a stalled holder).
 *
 * Two more rollups count what the admin Overview shows besides deals, through the same delta log:
 * `users` (every user write: sign-in create and profile refresh, whitelist and admin flags, seeding)
 * and `documents` (upload, delete, a deal's documents removed with it).
 *
 * This module is the store (reads, the delta log, the lease); what the figures are is computed
 * in rollupMath.ts, without a database.
 */

const LEASE_NAME = 'rollups-apply';
const LEASE_TTL_MS = 60_000;
const LEASE_WAIT_MS = 5_000;
const LEASE_POLL_MS = 15;
const BATCH = 500;

type DeltaRecord = { _id: string; at: Date; ops: DeltaOp[] };

export type RollupsDeps = {
  db: Connection;
  deals: DealModel;
  users: Model<UserRecord>;
  documents: Model<DocumentRecord>;
  leases: LeaseRepository;
  clock: Clock;
  log: Logger;
};

export type RepairReport = {
  /** Rollups compared with a recomputation from the deals. */
  checked: number;
  /** Rollups that differed and were rewritten. */
  repaired: string[];
  /** Rollups left for the next run because deals changed while they were recomputed. */
  skipped: string[];
  deals: number;
};

/** The rollup module: the only code that writes the `rollups` collection. */
export function createRollups(deps: RollupsDeps) {
  const rollups = deps.db.collection('rollups') as unknown as Collection<RollupRecord>;
  const deltas = deps.db.collection('rollupdeltas') as unknown as Collection<DeltaRecord>;
  const log = deps.log.child({ component: 'rollups' });

  async function acquire(waitMs: number): Promise<(() => Promise<void>) | null> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const release = await deps.leases.acquire(LEASE_NAME, LEASE_TTL_MS);
      if (release || Date.now() >= deadline) return release;
      await new Promise((resolve) => setTimeout(resolve, LEASE_POLL_MS));
    }
  }

  /** Users whose recent list must be read again from their deals (a deal of theirs left). */
  async function recentFromDeals(userId: string): Promise<RecentStageChange[]> {
    const rows = await deps.deals.find({ userId }, ROLLUP_FIELDS).lean<RollupDeal[]>().exec();
    return rows.flatMap(recentChangesOf).sort(newestFirst).slice(0, RECENT_STAGE_CHANGES);
  }

  /** Per-stage latest lists of the deals matching `filter`, read from the deals (one pass). */
  async function latestFromDeals(filter: { userId?: string }): Promise<LatestByStage> {
    const latest = createLatestLists();
    const cursor = deps.deals.collection.find(filter, { projection: { _id: 1, stage: 1, stageLastUpdated: 1 } });
    for await (const row of cursor) latest.add(row as unknown as RollupDeal);
    return latest.lists();
  }

  /** Folds one batch of deltas into the rollups they touch (caller holds the lease). */
  async function applyBatch(batch: DeltaRecord[]): Promise<void> {
    const byKey = new Map<string, { id: string; op: DeltaOp }[]>();
    for (const delta of batch) {
      for (const op of delta.ops) byKey.set(op.key, [...(byKey.get(op.key) ?? []), { id: delta._id, op }]);
    }
    const now = deps.clock.now();
    await Promise.all(
      [...byKey].map(async ([key, entries]) => {
        const stored = await rollups.findOne({ _id: key });
        const applied = new Set(stored?.applied ?? []);
        const counters: Counters = { ...(stored?.counters ?? {}) };
        let recent = [...(stored?.recent ?? [])];
        let lostRecent = false;
        let latest: LatestByStage = { ...(stored?.latest ?? {}) };
        let newest: NewDeal[] | undefined = stored ? stored.newest : [];
        const lostStages = new Set<string>();
        for (const { id, op } of entries) {
          if (applied.has(id)) continue;
          // A rollup stored before newest lists existed gets one from the repair, not from here.
          if (newest && (op.unlist?.length || op.list?.length)) {
            newest = foldNewest(newest, counters.n ?? 0, op.unlist ?? [], op.list ?? []);
          }
          addInto(counters, op.inc);
          if (op.leave?.length || op.enter?.length) {
            const folded = foldLatest(
              latest,
              op.leave ?? [],
              op.enter ?? [],
              (stage) => counters[`pipe:${stage}:upd`] ?? 0,
            );
            latest = folded.latest;
            for (const stage of folded.lost) lostStages.add(stage);
          }
          if (op.remove.length > 0) {
            const leaving = new Set(op.remove);
            const kept = recent.filter((change) => !leaving.has(change.id));
            if (kept.length < recent.length) lostRecent = true;
            recent = kept;
          }
          if (op.add.length > 0) {
            const keys = new Set(op.add.map((change) => change.key));
            recent = [...recent.filter((change) => !keys.has(change.key)), ...op.add];
          }
        }
        recent.sort(newestFirst);
        const next = pruned(counters);
        if (
          lostRecent &&
          key.startsWith('user:') &&
          recent.length < Math.min(RECENT_STAGE_CHANGES, next.changes ?? 0)
        ) {
          // A deal in the list left it (deleted, or moved to another owner): the next-latest
          // changes are not kept here, so read them from the owner's deals (rare: deletes only).
          recent = await recentFromDeals(key.slice('user:'.length));
        }
        const emptied = [...lostStages].filter(
          (stage) => (next[`pipe:${stage}:upd`] ?? 0) > 0 && !latest[stage]?.length,
        );
        if (emptied.length > 0) {
          // Every listed update of a stage left it while older ones remain (rare): read them again.
          const found = await latestFromDeals(key === GLOBAL_KEY ? {} : { userId: key.slice('user:'.length) });
          for (const stage of emptied) if (found[stage]) latest[stage] = found[stage];
        }
        await rollups.replaceOne(
          { _id: key },
          {
            counters: next,
            recent: recent.slice(0, RECENT_STAGE_CHANGES),
            ...(key === GLOBAL_KEY || key.startsWith('user:') ? { latest, ...(newest ? { newest } : {}) } : {}),
            ...(stored?.version !== undefined ? { version: stored.version } : {}),
            applied: entries.map((entry) => entry.id),
            updatedAt: now,
          },
          { upsert: true },
        );
      }),
    );
  }

  /** Applies every pending delta (caller holds the lease). */
  async function applyPending(): Promise<number> {
    let total = 0;
    for (;;) {
      const batch = await deltas.find({}).sort({ at: 1, _id: 1 }).limit(BATCH).toArray();
      if (batch.length === 0) return total;
      await applyBatch(batch);
      await deltas.deleteMany({ _id: { $in: batch.map((delta) => delta._id) } });
      total += batch.length;
      if (batch.length < BATCH) return total;
    }
  }

  async function flushOnce(): Promise<boolean> {
    if (!(await deltas.findOne({}, { projection: { _id: 1 } }))) return true;
    const release = await acquire(LEASE_WAIT_MS);
    if (!release) {
      log.warn('rollup lease busy; pending deltas wait for the next flush');
      return false;
    }
    try {
      await applyPending();
      return true;
    } finally {
      await release().catch((error: unknown) => log.warn({ err: error }, 'could not release the rollup lease'));
    }
  }

  // In one process, flushes asked for while one runs share the next run.
  let running: Promise<boolean> | null = null;
  let queued: Promise<boolean> | null = null;
  function flush(): Promise<boolean> {
    if (!running) {
      running = flushOnce().finally(() => {
        running = null;
      });
      return running;
    }
    queued ??= running
      .catch(() => false)
      .then(() => {
        queued = null;
        return flush();
      });
    return queued;
  }

  /**
   * A scope's rollup (with `projection`) and the changes of it still waiting in deltas the applier
   * has not folded in; null when it has no rollup yet or too many deltas wait to read here. The
   * rollup is read first, then the deltas: a delta folded in after the read is still waiting (it is
   * deleted only after), and one folded in before is either deleted or in `applied`.
   */
  async function withWaiting(
    key: string,
    projection: Record<string, 1>,
  ): Promise<{ stored: RollupRecord; ops: DeltaOp[] } | null> {
    const stored = await rollups.findOne({ _id: key }, { projection });
    if (!stored) return null;
    const waiting = await deltas.find({}).sort({ at: 1, _id: 1 }).limit(BATCH).toArray();
    if (waiting.length >= BATCH) return null;
    const applied = new Set(stored.applied ?? []);
    const ops = waiting
      .filter((delta) => !applied.has(delta._id))
      .flatMap((delta) => delta.ops.filter((op) => op.key === key));
    return { stored, ops };
  }

  /** Inserts one delta holding `ops`, then applies it; a failure is logged, the repair corrects it. */
  async function submit(ops: DeltaOp[]): Promise<void> {
    if (ops.length === 0) return;
    try {
      await deltas.insertOne({ _id: randomUUID(), at: new Date(), ops });
      await flush();
    } catch (error) {
      log.error({ err: error }, 'could not record a rollup change; the repair job will correct it');
    }
  }

  /** Every rollup recomputed from the deals, users and documents (one scan each, projected to the fields that count). */
  async function recompute(): Promise<{
    rollups: Map<string, Omit<RollupRecord, 'applied' | 'updatedAt'>>;
    deals: number;
  }> {
    const counters = new Map<string, Counters>();
    const recent = new Map<string, RecentStageChange[]>();
    const add = (key: string, values: Counters) => {
      let target = counters.get(key);
      if (!target) counters.set(key, (target = {}));
      addInto(target, values);
    };
    const newest = new Map<string, ReturnType<typeof createNewestList>>();
    const addNewest = (key: string, deal: RollupDeal) => {
      let list = newest.get(key);
      if (!list) newest.set(key, (list = createNewestList()));
      list.add(deal);
    };
    const latest = new Map<string, ReturnType<typeof createLatestLists>>();
    const addLatest = (key: string, deal: RollupDeal) => {
      let lists = latest.get(key);
      if (!lists) latest.set(key, (lists = createLatestLists()));
      lists.add(deal);
    };
    let count = 0;
    const cursor = deps.deals.collection.find({}, { projection: ROLLUP_FIELDS });
    for await (const row of cursor) {
      const deal = row as unknown as RollupDeal;
      count++;
      for (const [key, values] of splitGlobal(contribution(deal, 'global'))) add(key, values);
      const key = userKey(deal.userId);
      add(key, contribution(deal, 'user'));
      addLatest(GLOBAL_KEY, deal);
      addLatest(key, deal);
      addNewest(GLOBAL_KEY, deal);
      addNewest(key, deal);
      const changes = recentChangesOf(deal);
      if (changes.length > 0) {
        recent.set(key, [...(recent.get(key) ?? []), ...changes].sort(newestFirst).slice(0, RECENT_STAGE_CHANGES));
      }
    }
    if (!counters.has(GLOBAL_KEY)) counters.set(GLOBAL_KEY, {});
    counters.set(USERS_KEY, {});
    for await (const row of deps.users.collection.find({}, { projection: COUNTED_USER_FIELDS })) {
      add(USERS_KEY, userCounters(row as unknown as CountedUser));
    }
    counters.set(DOCUMENTS_KEY, {});
    for await (const row of deps.documents.collection.find({}, { projection: COUNTED_DOCUMENT_FIELDS })) {
      const document = row as unknown as CountedDocument;
      add(DOCUMENTS_KEY, documentCounters(document));
      for (const [key, values] of storageContributions(document)) add(key, values);
    }
    const result = new Map<string, Omit<RollupRecord, 'applied' | 'updatedAt'>>();
    for (const [key, values] of counters) {
      result.set(key, {
        _id: key,
        counters: pruned(values),
        recent: key === GLOBAL_KEY ? [] : (recent.get(key) ?? []),
        ...(key === GLOBAL_KEY || key.startsWith('user:')
          ? { latest: latest.get(key)?.lists() ?? {}, newest: newest.get(key)?.list() ?? [] }
          : {}),
      });
    }
    return { rollups: result, deals: count };
  }

  return {
    /**
     * Records the change of deals: `before` (null when created) and `after` (null when deleted),
     * then applies it. Never throws: a failure is logged and the repair puts it right.
     */
    async record(changes: Change<RollupDeal>[]): Promise<void> {
      const ops = new Map<string, DeltaOp>();
      for (const { before, after } of changes) {
        for (const op of opsFor(before, after)) {
          const found = ops.get(op.key);
          if (!found) ops.set(op.key, op);
          else {
            addInto(found.inc, op.inc);
            found.remove.push(...op.remove);
            // Folded in order: this change's leavers leave the earlier changes' entries too.
            if (op.leave?.length || op.enter?.length) {
              const leaving = new Set(op.leave ?? []);
              found.leave = [...(found.leave ?? []), ...(op.leave ?? [])];
              found.enter = [...(found.enter ?? []).filter((entry) => !leaving.has(entry.id)), ...(op.enter ?? [])];
            }
            if (op.unlist?.length || op.list?.length) {
              const leaving = new Set(op.unlist ?? []);
              found.unlist = [...(found.unlist ?? []), ...(op.unlist ?? [])];
              found.list = [...(found.list ?? []).filter((entry) => !leaving.has(entry.id)), ...(op.list ?? [])];
            }
            // Removals are applied before additions, so only the latest additions can matter.
            found.add = [...found.add.filter((change) => !op.remove.includes(change.id)), ...op.add]
              .sort(newestFirst)
              .slice(0, RECENT_STAGE_CHANGES);
          }
        }
      }
      await submit([...ops.values()]);
    },

    /** Records writes of users (the `users` rollup). Never throws, like `record`. */
    recordUsers: (changes: Change<CountedUser>[]) => submit(countOp(USERS_KEY, userCounters, changes)),

    /** Records writes of documents (the `documents` rollup). Never throws, like `record`. */
    recordDocuments: (changes: Change<CountedDocument>[]) => {
      const storage = new Map<string, Counters>();
      const add = (document: CountedDocument, sign: 1 | -1) => {
        for (const [key, counters] of storageContributions(document)) {
          let found = storage.get(key);
          if (!found) storage.set(key, (found = {}));
          addInto(found, counters, sign);
        }
      };
      for (const { before, after } of changes) {
        if (before) add(before, -1);
        if (after) add(after, 1);
      }
      const storageOps: DeltaOp[] = [...storage]
        .map(([key, inc]) => ({ key, inc: pruned(inc), remove: [], add: [] }))
        .filter((op) => Object.keys(op.inc).length > 0);
      return submit([...countOp(DOCUMENTS_KEY, documentCounters, changes), ...storageOps]);
    },

    /** The bytes of documents a storage rollup (uploaderStorageKey, dealStorageKey) counts, read by `_id`. */
    async storedBytes(key: string): Promise<number> {
      return (await rollups.findOne({ _id: key }, { projection: { counters: 1 } }))?.counters.bytes ?? 0;
    },

    /** Applies pending deltas now (tests, the periodic job). */
    flush,

    /** One rollup by `_id`, or null. */
    async read(key: string): Promise<RollupRecord | null> {
      return rollups.findOne({ _id: key });
    },

    /**
     * The ids and creation times of the first `limit + 1` deals of a scope (`global` or
     * `user:<id>`) in the lists' order, and how many deals it holds, from its rollup and the deltas not yet folded in (a
     * create whose delta waits is listed all the same). Null when the rollup cannot tell: none
     * yet, built before newest lists, or shortened by deletions below the page asked for.
     */
    async firstPage(key: string, limit: number): Promise<{ ids: string[]; createdAt: Date[]; total: number } | null> {
      if (limit + 1 > NEWEST_KEPT) return null;
      const read = await withWaiting(key, { newest: 1, 'counters.n': 1, applied: 1 });
      if (!read?.stored.newest) return null;
      let newest = read.stored.newest;
      let total = read.stored.counters?.n ?? 0;
      for (const op of read.ops) {
        if (op.unlist?.length || op.list?.length) newest = foldNewest(newest, total, op.unlist ?? [], op.list ?? []);
        total += op.inc.n ?? 0;
      }
      if (newest.length < Math.min(limit + 1, total)) return null;
      const page = newest.slice(0, limit + 1);
      return { ids: page.map((deal) => deal.id), createdAt: page.map((deal) => new Date(deal.at)), total };
    },

    /**
     * How many deals a scope (`global` or `user:<id>`) holds, from its rollup and the deltas not
     * yet folded in: the total of an unfiltered list without counting its deals (on FerretDB a
     * count reads every deal of the scope). Null when the scope has no rollup yet or the deltas
     * waiting are too many to read here.
     */
    async dealCount(key: string): Promise<number | null> {
      const read = await withWaiting(key, { 'counters.n': 1, applied: 1 });
      if (!read) return null;
      return read.ops.reduce((total, op) => total + (op.inc.n ?? 0), read.stored.counters?.n ?? 0);
    },

    /** The pipeline's stage headers from one rollup (`global` or `user:<id>`), read by `_id`. */
    async pipeline(key: string): Promise<DealPipeline> {
      return pipelineFromRollup(await rollups.findOne({ _id: key }));
    },

    /** Every stored rollup (tests, the repair). */
    async readAll(): Promise<RollupRecord[]> {
      return rollups.find({}).toArray();
    },

    recompute,

    /**
     * Recomputes every rollup from the deals and rewrites those that drifted. Holds the applier's
     * lease so no delta is folded in meanwhile; a rollup touched by a delta that arrived during the
     * scan is left for the next run (its deal may or may not have been read by the scan).
     */
    async repair(): Promise<RepairReport | null> {
      const release = await acquire(LEASE_WAIT_MS);
      if (!release) return null;
      try {
        await applyPending();
        const { rollups: truth, deals: dealCount } = await recompute();
        const busy = new Set((await deltas.find({}).toArray()).flatMap((delta) => delta.ops.map((op) => op.key)));
        const stored = new Map((await rollups.find({}).toArray()).map((doc) => [doc._id, doc]));
        const report: RepairReport = { checked: 0, repaired: [], skipped: [], deals: dealCount };
        const now = deps.clock.now();
        for (const key of new Set([...truth.keys(), ...stored.keys()])) {
          report.checked++;
          const want = truth.get(key) ?? { _id: key, counters: {}, recent: [] };
          const have = stored.get(key);
          if (have && sameRollup(have, want) && (key !== GLOBAL_KEY || have.version === ROLLUP_VERSION)) continue;
          if (busy.has(key)) {
            report.skipped.push(key);
            continue;
          }
          report.repaired.push(key);
          await rollups.replaceOne(
            { _id: key },
            {
              counters: want.counters,
              recent: want.recent,
              ...(want.latest ? { latest: want.latest } : {}),
              ...(want.newest ? { newest: want.newest } : {}),
              ...(key === GLOBAL_KEY ? { version: ROLLUP_VERSION } : {}),
              applied: [],
              updatedAt: now,
            },
            { upsert: true },
          );
        }
        if (!stored.has(GLOBAL_KEY)) {
          log.info({ rollups: report.repaired.length, deals: dealCount }, 'rollups built from the deals');
        } else if (report.repaired.length > 0) {
          log.warn(
            { repaired: report.repaired.slice(0, 50), count: report.repaired.length, deals: dealCount },
            'rollups drifted from the deals and were repaired',
          );
        } else {
          log.info({ checked: report.checked, deals: dealCount, skipped: report.skipped.length }, 'rollups checked');
        }
        return report;
      } finally {
        await release().catch((error: unknown) => log.warn({ err: error }, 'could not release the rollup lease'));
      }
    },
  };
}

export type Rollups = ReturnType<typeof createRollups>;
