import type { QueryFilter } from 'mongoose';
import { isFerretDb } from '../../infra/databaseEngine';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import { createKeyedMutex, type KeyedMutex } from '../../infra/keyedMutex';
import { isDuplicateKey } from '../../infra/mongoErrors';
import type { CounterModel, DealModel, DealRecord, StageChangeRecord } from './model';
import { SEARCHED_FIELDS, searchCondition, searchTokensOf, touchesSearch } from './search';
import { createdBucketsOf, withCreatedBuckets, type CreatedBucketField } from './createdBuckets';
import { NO_STAGE, normaliseStageName } from '@portal/contracts';
import { stageEnteredAtOf, type StaleCutoff } from '../staleDeals/staleness';

/** The rollup module's entry point (analytics/rollups.ts): every deal write reports through it. */
export type DealWriteRecorder = {
  record(changes: { before: DealRecord | null; after: DealRecord | null }[]): Promise<void>;
  /**
   * Fills in fields other features derive (the checklist's progress) on new deals before they are
   * stored, so a create or a bulk insert needs no second write per deal.
   */
  prepareNew?(records: DealRecord[]): Promise<void>;
};

export type DealFilter = {
  userId?: string;
  status?: string;
  propertyType?: string;
  /** Inclusive lower bound on createdAt. */
  createdFrom?: Date;
  /** Exclusive upper bound on createdAt. */
  createdBefore?: Date;
  /** A normalised stage name, or NO_STAGE (contracts) for deals without one. */
  stage?: string;
  /** Search terms (deals/search.ts): each must start one of the deal's search tokens. */
  search?: string[];
  /** Only stale deals: in one of these stages since before its cut-off (staleDeals/staleness.ts). */
  staleCutoffs?: StaleCutoff[];
};

/** What the pipeline's stage headers are computed from. */
export type PipelineRow = Pick<
  DealRecord,
  | 'stage'
  | 'stageLastUpdated'
  | 'loanAmount'
  | 'loanRequest'
  | 'applicationLoanRequest'
  | 'propertyType'
  | 'applicationPropertyType'
>;

/** A stage/status change to store only if the deal still has the stage and status it was read with. */
export type StageUpdate = {
  expected: { stage: string | null; status: string | null };
  stage: string | null;
  status: string;
  /** Appended to stageHistory when the stage changes. */
  change: StageChangeRecord | null;
  observedAt: Date | null;
  now: Date;
};

/** What links a deal to GHL. */
export type GhlLinkFields = Partial<Pick<DealRecord, 'ghlOpportunityId' | 'ghlContactId' | 'opportunityName'>>;

const MAX_ID_ATTEMPTS = 25;

/**
 * A new record with its stage stored normalised (the stage filter is an exact match) and the time
 * it entered that stage (given, else its history's or its creation).
 */
const withStageEnteredAt = <T extends Omit<DealRecord, 'dealId'>>(deal: T): T => ({
  ...deal,
  ...(typeof deal.stage === 'string' ? { stage: normaliseStageName(deal.stage) } : {}),
  stageEnteredAt: stageEnteredAtOf(deal),
});
/** Internal fields no read needs. */
const READ_PROJECTION = {
  contactFirstName: 0,
  contactLastName: 0,
  search: 0,
  createdMinute: 0,
  createdDay: 0,
  createdMonth: 0,
} as const;

/** A record with its search tokens and its creation buckets (deals/createdBuckets.ts). */
const withSearch = <T extends DealRecord>(record: T): T =>
  withCreatedBuckets({ ...record, search: searchTokensOf(record) });

/**
 * Deals in MongoDB: plain objects in, plain (lean) objects out. Every method that writes a deal
 * hands the deal before and after the write to `rollups`, so the dashboards' rollups follow every
 * write path (create, edit, delete, GHL import, stage changes from webhooks, sync, reconciliation).
 */
export function createDealRepository(
  deals: DealModel,
  counters: CounterModel,
  rollups: DealWriteRecorder,
  /**
   * One write per deal (or sequence) at a time in this instance (see keyedMutex.ts), shared with
   * every other writer of deal documents (the checklist's fields).
   */
  perDeal: KeyedMutex = createKeyedMutex({ reentrant: true }),
) {
  /**
   * The next value of a named sequence ($inc with upsert; a concurrent first upsert is retried).
   * Serialised per sequence in this instance: FerretDB v1 loses concurrent increments, and every
   * lost one costs a create a retry on the unique index.
   */
  async function nextSequence(name: string): Promise<number> {
    return perDeal.run(`sequence:${name}`, () => incrementSequence(name));
  }

  async function incrementSequence(name: string): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        const counter = await counters
          .findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
          .lean<{ seq: number }>()
          .exec();
        if (!counter) throw new Error(`counter ${name} was not returned`);
        return counter.seq;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= 5) throw error;
      }
    }
  }

  function toQuery(filter: DealFilter): QueryFilter<DealRecord> {
    const query = fieldsQuery(filter);
    if (!filter.staleCutoffs) return query;
    // One branch per stage with a threshold (indexes stage_stageEnteredAt, userId_stage_stageEnteredAt);
    // ANDed, as the property-type filter may use `$or` too. No stage with a threshold: nothing is stale.
    const stale: QueryFilter<DealRecord> =
      filter.staleCutoffs.length === 0
        ? { _id: { $in: [] } }
        : {
            $or: filter.staleCutoffs.map(({ stage, enteredBefore }) => ({
              stage,
              stageEnteredAt: { $lt: enteredBefore },
            })),
          };
    return Object.keys(query).length === 0 ? stale : { $and: [query, stale] };
  }

  function fieldsQuery(filter: DealFilter): QueryFilter<DealRecord> {
    const query: QueryFilter<DealRecord> = {};
    if (filter.userId) query.userId = filter.userId;
    // Deals without a status read as Open.
    if (filter.status) query.status = filter.status === 'Open' ? { $in: ['Open', null] } : filter.status;
    if (filter.propertyType) {
      query.$or = [
        { propertyType: filter.propertyType },
        { propertyType: null, applicationPropertyType: filter.propertyType },
      ];
    }
    if (filter.stage !== undefined) {
      // Stored names are normalised (writes, and stageNames.ts for older data): one equality.
      query.stage = filter.stage === NO_STAGE ? { $in: [null, ''] } : filter.stage;
    }
    if (filter.createdFrom || filter.createdBefore) {
      query.createdAt = {
        ...(filter.createdFrom ? { $gte: filter.createdFrom } : {}),
        ...(filter.createdBefore ? { $lt: filter.createdBefore } : {}),
      };
    }
    if (filter.search?.length) Object.assign(query, searchCondition(filter.search));
    return query;
  }

  /**
   * Stores the search tokens of a deal after an edit of searched fields (the `$set` that edited
   * it cannot compute them: they depend on fields it did not send). Runs inside the deal's lock.
   */
  async function refreshSearch(before: DealRecord, changes: Partial<DealRecord>): Promise<void> {
    if (!touchesSearch(changes)) return;
    const search = searchTokensOf({ ...before, ...changes });
    if (before.search && search.join(' ') === before.search.join(' ')) return;
    await deals.collection.updateOne({ _id: before._id } as never, { $set: { search } });
  }

  /**
   * An edit's `$set` applied to one deal (the caller holds its perDeal lock): when it changes the
   * stage (imports and tools; GHL stage reports go through applyStage), the deal's stageEnteredAt
   * follows. Returns the deal before the edit, or null when no deal matched.
   */
  async function setFields(filter: Record<string, unknown>, changes: Partial<DealRecord>): Promise<DealRecord | null> {
    if (typeof changes.stage === 'string') changes.stage = normaliseStageName(changes.stage);
    const before = await deals
      .findOneAndUpdate(filter, { $set: changes }, { returnDocument: 'before' })
      .lean<DealRecord>()
      .exec();
    if (!before || changes.stage === undefined || changes.stageEnteredAt !== undefined) return before;
    if (normaliseStageName(changes.stage) === normaliseStageName(before.stage)) return before;
    const enteredAt = changes.updatedAt ?? new Date();
    await deals.updateOne({ _id: before._id }, { $set: { stageEnteredAt: enteredAt } }).exec();
    changes.stageEnteredAt = enteredAt;
    return before;
  }

  /** Reports an edit to the rollups; returns the deal after it. */
  async function recorded(before: DealRecord, after: DealRecord): Promise<DealRecord> {
    await rollups.record([{ before, after }]);
    return after;
  }

  /**
   * Compare-and-set of stage and status: applied only while the deal still has the stage and
   * status it was read with, so two writers never both append the same change to the history.
   */
  async function applyStageNow(id: string, update: StageUpdate): Promise<boolean> {
    const set: Partial<DealRecord> = { stage: update.stage, status: update.status, updatedAt: update.now };
    if (update.change) {
      set.stageLastUpdated = update.change.at;
      set.stageEnteredAt = update.change.at;
    }
    if (update.observedAt) set.ghlStageObservedAt = update.observedAt;
    const expected = { stage: update.expected.stage, status: update.expected.status };
    // FerretDB compares and writes in two steps anyway: compare on a read by `_id` and write by
    // `_id`, instead of a filter that reads every deal on SQLite (writes to one deal take turns
    // in this process, perDeal). MongoDB keeps the atomic compare-and-set.
    if (await isFerretDb(deals.db)) {
      const current = await deals.findById(id, { stage: 1, status: 1 }).lean<DealRecord>().exec();
      const same = (a: unknown, b: unknown) => (a ?? null) === (b ?? null);
      if (!current || !same(current.stage, expected.stage) || !same(current.status, expected.status)) return false;
    }
    const filter = (await isFerretDb(deals.db)) ? { _id: id } : { _id: id, ...expected };
    const before = await deals
      .findOneAndUpdate(
        filter,
        { $set: set, ...(update.change ? { $push: { stageHistory: update.change } } : {}) },
        { returnDocument: 'before' },
      )
      .lean<DealRecord>()
      .exec();
    if (!before) return false;
    const history = update.change ? [...(before.stageHistory ?? []), update.change] : before.stageHistory;
    await recorded(before, { ...before, ...set, stageHistory: history });
    return true;
  }

  /** Reserves `count` consecutive numbers, in turn with this instance's single creates. */
  async function allocate(year: number, count: number): Promise<string[]> {
    if (count <= 0) return [];
    const counter = await perDeal.run(`sequence:dealId-${year}`, () =>
      counters
        .findOneAndUpdate(
          { _id: `dealId-${year}` },
          { $inc: { seq: count } },
          { upsert: true, returnDocument: 'after' },
        )
        .lean<{ seq: number }>()
        .exec(),
    );
    const last = counter?.seq ?? count;
    return Array.from({ length: count }, (_, i) => `DL-${year}-${String(last - count + 1 + i).padStart(6, '0')}`);
  }

  /** Inserts every record it can; the positions refused by a unique index (others throw). */
  async function insertUnordered(records: DealRecord[]): Promise<Set<number>> {
    try {
      await deals.collection.insertMany(records as never[], { ordered: false });
      return new Set();
    } catch (error) {
      const writeErrors = (
        error as { writeErrors?: { index: number; code?: number }[] | { index: number; code?: number } }
      ).writeErrors;
      const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
      if (list.length === 0 || list.some((e) => !isDuplicateKey(e))) throw error;
      return new Set(list.map((e) => e.index));
    }
  }

  /** The same records under fresh numbers of their years. */
  async function renumbered(records: DealRecord[]): Promise<DealRecord[]> {
    const out: DealRecord[] = [];
    for (const year of new Set(records.map((r) => r.createdAt.getUTCFullYear()))) {
      const group = records.filter((r) => r.createdAt.getUTCFullYear() === year);
      const ids = await allocate(year, group.length);
      group.forEach((record, i) => out.push(withSearch({ ...record, dealId: ids[i]! })));
    }
    return out;
  }

  /**
   * Sets computed fields on every deal that lacks `field`, in batches; a deal written meanwhile
   * already has it and is left alone. Batches stay small: FerretDB v1 runs a large bulk of per-deal
   * updates in far worse than linear time (300 at once timed out; 50 at a time is linear).
   */
  async function fillWhereMissing(
    field: string,
    projection: Record<string, number>,
    valuesOf: (deal: DealRecord) => Record<string, unknown>,
    batchSize: number,
  ): Promise<number> {
    const cursor = deals.collection.find<DealRecord>({ [field]: { $exists: false } } as never, {
      projection,
      batchSize,
    });
    let batch: DealRecord[] = [];
    let filled = 0;
    const flush = async () => {
      if (batch.length === 0) return;
      await perDeal.runAll(
        batch.map((deal) => deal._id),
        () =>
          deals.collection.bulkWrite(
            batch.map((deal) => ({
              updateOne: {
                filter: { _id: deal._id, [field]: { $exists: false } } as never,
                update: { $set: valuesOf(deal) },
              },
            })),
            { ordered: false },
          ),
      );
      filled += batch.length;
      batch = [];
    };
    try {
      for await (const deal of cursor) {
        batch.push(deal);
        if (batch.length >= batchSize) await flush();
      }
      await flush();
    } finally {
      await cursor.close().catch(() => undefined);
    }
    return filled;
  }

  return {
    /**
     * Stores a new deal under the next `DL-<year>-<n>` number. The counter hands out numbers
     * atomically on MongoDB; the unique index on dealId plus a retry keeps numbers unique even
     * where the counter is not atomic (FerretDB v1 runs findAndModify without a lock).
     */
    async create(deal: Omit<DealRecord, 'dealId'>): Promise<DealRecord> {
      const year = deal.createdAt.getUTCFullYear();
      for (let attempt = 1; ; attempt++) {
        const seq = await nextSequence(`dealId-${year}`);
        const record: DealRecord = withSearch({
          ...withStageEnteredAt(deal),
          dealId: `DL-${year}-${String(seq).padStart(6, '0')}`,
        });
        await rollups.prepareNew?.([record]);
        try {
          await deals.collection.insertOne(record as never);
          await rollups.record([{ before: null, after: record }]);
          return record;
        } catch (error) {
          if (!isDuplicateKey(error) || attempt >= MAX_ID_ATTEMPTS) throw error;
        }
      }
    },

    /** Reserves `count` consecutive deal numbers of a year in one step (bulk imports, seeding). */
    async allocateDealIds(year: number, count: number): Promise<string[]> {
      return allocate(year, count);
    },

    /**
     * Bulk insert of complete records (seeding, imports) numbered by allocateDealIds. Where the
     * counter is not atomic (FerretDB) a create running at the same time may take a number of the
     * block; the records refused for it are numbered again and inserted, so none is lost. Returns
     * the records as stored (with the numbers they ended with).
     */
    async insertMany(records: DealRecord[]): Promise<DealRecord[]> {
      if (records.length === 0) return [];
      let pending = records.map((record) => withSearch(withStageEnteredAt(record)));
      const stored: DealRecord[] = [];
      await rollups.prepareNew?.(pending);
      for (let attempt = 1; pending.length > 0; attempt++) {
        const refused = await insertUnordered(pending);
        const inserted = pending.filter((_, i) => !refused.has(i));
        await rollups.record(inserted.map((record) => ({ before: null, after: record })));
        stored.push(...inserted);
        if (refused.size === 0) break;
        if (attempt >= MAX_ID_ATTEMPTS) throw new Error(`${refused.size} deals refused as duplicates`);
        pending = await renumbered(pending.filter((_, i) => refused.has(i)));
      }
      return stored;
    },

    async findById(id: string): Promise<DealRecord | null> {
      return deals.findById(id, READ_PROJECTION).lean<DealRecord>().exec();
    },

    /**
     * The deals of these ids in the order given, leaving out those that do not exist: one read
     * by `_id` each (FerretDB hands `_id` equality to its backend, but not `$in`).
     */
    async findManyById(ids: readonly string[]): Promise<DealRecord[]> {
      const rows = await Promise.all(
        ids.map((id) => deals.collection.findOne<DealRecord>({ _id: id } as never, { projection: READ_PROJECTION })),
      );
      return rows.filter((row): row is NonNullable<typeof row> => row !== null) as DealRecord[];
    },

    /**
     * Whether a first page is better read from creation buckets than sorted: on FerretDB, which
     * cannot hand a sort or a limit to its backend; MongoDB reads the page from its index.
     */
    async bucketReadsPay(): Promise<boolean> {
      return isFerretDb(deals.db);
    },

    /**
     * The deals created in these buckets (one member's, or everyone's for null): one query by
     * equality per bucket, which FerretDB hands to its backend whole (deals/createdBuckets.ts).
     * Deals stored before the buckets existed have none and are not found.
     */
    async findInCreatedBuckets(
      userId: string | null,
      field: CreatedBucketField,
      values: readonly string[],
    ): Promise<DealRecord[]> {
      const pages = await Promise.all(
        values.map((value) =>
          deals.collection
            .find<DealRecord>({ ...(userId === null ? {} : { userId }), [field]: value } as never, {
              projection: READ_PROJECTION,
            })
            .toArray(),
        ),
      );
      return pages.flat();
    },

    /** The deal when `userId` owns it; null for unknown ids and other users' deals alike. */
    async findOwned(id: string, userId: string): Promise<DealRecord | null> {
      // Read by `_id` alone (FerretDB/SQLite reads the whole collection for any other filter).
      const deal = await deals.findById(id, READ_PROJECTION).lean<DealRecord>().exec();
      return deal?.userId === userId ? deal : null;
    },

    /** One user's deals, newest first (index userId_createdAt). */
    async listByUser(userId: string): Promise<DealRecord[]> {
      return deals.find({ userId }, READ_PROJECTION).sort({ createdAt: -1 }).lean<DealRecord[]>().exec();
    },

    /**
     * One keyset page of the deals matching the filter (newest first, `_id` as tie-break), read
     * with one extra row so the caller knows whether another page follows, and the matching total
     * (counted on the first page; later pages repeat the one their cursor carries).
     */
    async listPage(filter: DealFilter, position: PagePosition): Promise<{ rows: DealRecord[]; total: number }> {
      // The lists' hot read goes to the driver directly: the filter is built here from typed
      // values (nothing for mongoose to cast) and the rows are read as plain objects anyway.
      const query = toQuery(filter) as Record<string, unknown>;
      const [rows, total] = await Promise.all([
        deals.collection
          .find<DealRecord>(withKeyset(query, position.after), {
            projection: READ_PROJECTION,
            sort: KEYSET_SORT,
            limit: position.limit + 1,
          })
          .toArray(),
        position.total ?? deals.collection.countDocuments(query),
      ]);
      return { rows, total };
    },

    /**
     * The few fields the pipeline's stage headers need, of every deal matching the filter: one
     * pass over the matching deals (FerretDB v1 gets `$group` with several accumulators wrong).
     */
    async pipelineRows(filter: DealFilter): Promise<PipelineRow[]> {
      return deals
        .find(toQuery(filter), {
          _id: 0,
          stage: 1,
          stageLastUpdated: 1,
          loanAmount: 1,
          loanRequest: 1,
          applicationLoanRequest: 1,
          propertyType: 1,
          applicationPropertyType: 1,
        })
        .lean<PipelineRow[]>()
        .exec();
    },

    /**
     * The first `limit` deals of every stage (normalised; NO_STAGE for none) among those matching
     * the filter, newest first, each with one more row when the stage has more (as `listPage`
     * reads a page): one pass over the matching deals in keyset order. With `counts` (each stage's
     * deals, from the rollups) the pass stops as soon as every stage has all it can show; `onRow`
     * sees every deal read (the stage headers when they are summed from the same pass).
     */
    async firstPagesByStage(
      filter: DealFilter,
      limit: number,
      options: { counts?: ReadonlyMap<string, number>; onRow?: (deal: DealRecord) => void } = {},
    ): Promise<Map<string, DealRecord[]>> {
      const pages = new Map<string, DealRecord[]>();
      const wanted =
        options.counts && new Map([...options.counts].map(([stage, n]) => [stage, Math.min(n, limit + 1)]));
      let open = wanted ? [...wanted.values()].filter((n) => n > 0).length : Number.POSITIVE_INFINITY;
      if (open === 0) return pages;
      const cursor = deals
        .find(toQuery(filter), READ_PROJECTION)
        .sort(KEYSET_SORT)
        .lean<DealRecord>()
        .cursor({ batchSize: 2 * (limit + 1) });
      try {
        for await (const deal of cursor) {
          options.onRow?.(deal);
          const stage = normaliseStageName(deal.stage) ?? NO_STAGE;
          let page = pages.get(stage);
          if (!page) pages.set(stage, (page = []));
          if (page.length > limit) continue;
          page.push(deal);
          if (wanted && page.length === wanted.get(stage) && --open === 0) break;
        }
      } finally {
        await cursor.close().catch(() => undefined);
      }
      return pages;
    },

    /** Every deal matching the filter, newest first. */
    async list(filter: DealFilter): Promise<DealRecord[]> {
      return deals.find(toQuery(filter), READ_PROJECTION).sort({ createdAt: -1 }).lean<DealRecord[]>().exec();
    },

    /** Ids of one user's deals (for their documents). */
    async idsOfUser(userId: string): Promise<string[]> {
      const rows = await deals.find({ userId }, { _id: 1 }).lean<{ _id: string }[]>().exec();
      return rows.map((row) => row._id);
    },

    /** Applies `$set` to a deal the user owns; returns the updated deal, or null when not theirs. */
    async updateOwned(id: string, userId: string, given: Partial<DealRecord>): Promise<DealRecord | null> {
      return perDeal.run(id, async () => {
        const changes = { ...given };
        // A deal's owner never changes: checked on a read by `_id`, the write is by `_id` alone
        // (FerretDB/SQLite reads the whole collection for any other filter).
        const owner = await deals.findById(id, { userId: 1 }).lean<Pick<DealRecord, 'userId'>>().exec();
        if (owner?.userId !== userId) return null;
        // No projection: FerretDB v1's findAndModify does not support one.
        const before = await setFields({ _id: id }, changes);
        if (!before) return null;
        await refreshSearch(before, changes);
        return recorded(before, { ...before, ...changes });
      });
    },

    /** Deals by id (any owner), in no particular order. */
    async findByIds(ids: string[]): Promise<DealRecord[]> {
      if (ids.length === 0) return [];
      return deals
        .find({ _id: { $in: ids } }, READ_PROJECTION)
        .lean<DealRecord[]>()
        .exec();
    },

    /** The deal linked to a GHL opportunity (a scan: callers look in the GHL link table first). */
    async findByGhlOpportunityId(opportunityId: string): Promise<DealRecord | null> {
      return deals.findOne({ ghlOpportunityId: opportunityId }, READ_PROJECTION).lean<DealRecord>().exec();
    },

    /** Every deal linked to a GHL opportunity, newest first. */
    async listGhlLinked(): Promise<DealRecord[]> {
      return deals
        .find({ ghlOpportunityId: { $ne: null } }, READ_PROJECTION)
        .sort({ createdAt: -1 })
        .lean<DealRecord[]>()
        .exec();
    },

    /** Stage and status by compare-and-set (applyStageNow), one write per deal at a time. */
    async applyStage(id: string, update: StageUpdate): Promise<boolean> {
      return perDeal.run(id, () => applyStageNow(id, update));
    },

    /** Records when GHL's stage information was last seen (without changing anything else). */
    async touchGhlObservedAt(id: string, observedAt: Date): Promise<void> {
      await perDeal.run(id, async () => {
        await deals.updateOne({ _id: id }, { $set: { ghlStageObservedAt: observedAt } }).exec();
      });
    },

    /** Stores the GHL ids (and opportunity name) of a deal; does not touch updatedAt. */
    async setGhlLink(id: string, fields: GhlLinkFields): Promise<void> {
      await perDeal.run(id, async () => {
        const before = await deals
          .findOneAndUpdate({ _id: id }, { $set: fields }, { returnDocument: 'before' })
          .lean<DealRecord>()
          .exec();
        if (before) await recorded(before, { ...before, ...fields });
      });
    },

    /** Applies `$set` to any deal (imports); returns the updated deal or null. */
    async update(id: string, given: Partial<DealRecord>): Promise<DealRecord | null> {
      return perDeal.run(id, async () => {
        const changes = { ...given };
        const before = await setFields({ _id: id }, changes);
        if (!before) return null;
        await refreshSearch(before, changes);
        return recorded(before, { ...before, ...changes });
      });
    },

    /**
     * Marks the deal as being deleted (deletingSince). Not an edit of the deal: nothing shown or
     * counted changes, so the rollups are not told.
     */
    async markDeleting(id: string, at: Date): Promise<void> {
      await perDeal.run(id, async () => {
        await deals.collection.updateOne({ _id: id } as never, { $set: { deletingSince: at } });
      });
    },

    async delete(id: string): Promise<boolean> {
      return perDeal.run(id, async () => {
        const before = await deals.findOneAndDelete({ _id: id }).lean<DealRecord>().exec();
        if (!before) return false;
        await rollups.record([{ before, after: null }]);
        return true;
      });
    },

    /**
     * Stores the search tokens of every deal stored without them (deals from before search), in
     * batches; a deal edited meanwhile already has its tokens and is left alone. Returns how many.
     */
    async backfillSearch(batchSize = 50): Promise<number> {
      const projection = Object.fromEntries(SEARCHED_FIELDS.map((field) => [field, 1]));
      return fillWhereMissing('search', projection, (deal) => ({ search: searchTokensOf(deal) }), batchSize);
    },

    /** Stores the creation buckets of every deal stored before deals had them. Returns how many. */
    async backfillCreatedBuckets(batchSize = 50): Promise<number> {
      return fillWhereMissing('createdMinute', { createdAt: 1 }, (deal) => createdBucketsOf(deal.createdAt), batchSize);
    },

    /**
     * Sets the duplicate check's marks of a deal (features/duplicates). Not an edit of the deal:
     * nothing counted or shown on the timeline changes, so the rollups are not told. Under the
     * deal's lock like every write: FerretDB rewrites the whole document, so a `$set` racing the
     * GHL push's link would put the old link back.
     */
    async setDuplicateState(
      id: string,
      state: Partial<Pick<DealRecord, 'duplicateCheck' | 'duplicateFlagId'>>,
    ): Promise<void> {
      await perDeal.run(id, async () => {
        await deals.collection.updateOne({ _id: id } as never, { $set: state });
      });
    },

    /** Deals whose duplicate check has not run yet, oldest first (index duplicateCheck_createdAt). */
    async pendingDuplicateChecks(limit: number): Promise<DealRecord[]> {
      return deals
        .find({ duplicateCheck: 'pending' }, READ_PROJECTION)
        .sort({ createdAt: 1 })
        .limit(limit)
        .lean<DealRecord[]>()
        .exec();
    },

    /** Whether any deal is stored (stops at the first one it finds). */
    async hasAny(): Promise<boolean> {
      return (await deals.findOne({}, { _id: 1 }).lean().exec()) !== null;
    },

    /** How many deals match the filter (exports: the rows to come). */
    async count(filter: DealFilter): Promise<number> {
      return deals.countDocuments(toQuery(filter)).exec();
    },

    /** Every deal matching the filter, newest first, from one database cursor (exports stream it). */
    stream(filter: DealFilter): AsyncIterable<DealRecord> {
      return deals.collection.find(toQuery(filter) as never, {
        projection: READ_PROJECTION,
        sort: { createdAt: -1, _id: -1 },
        batchSize: 500,
      }) as unknown as AsyncIterable<DealRecord>;
    },
  };
}

export type DealRepository = ReturnType<typeof createDealRepository>;
