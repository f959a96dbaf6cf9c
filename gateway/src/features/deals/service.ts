import { randomUUID } from 'node:crypto';
import type {
  Deal,
  DealCreateRequest,
  DealPipeline,
  DealCreator,
  DealUpdateRequest,
  StageChangeSource,
} from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, CursorScope, Page, PagePosition, PageRequest } from '../../http/paging';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import { actingAsNobody } from '../../infra/actingContext';
import type { UserRepository } from '../users/repository';
import { toDealCreator, toDealDto } from './dto';
import { createPipelineTally, summarisePipeline } from './pipeline';
import { bucketsCovering } from './createdBuckets';
import { DEAL_TEXT_FIELDS, type DealRecord } from './model';
import type { DealFilter, DealRepository } from './repository';
import { parseSearch } from './search';
import { validateCreate, validateUpdate, validateUpdateOf, type DealChanges } from './validation';
import { DEFAULT_STAGE, DEFAULT_STATUS, normaliseStageName } from '@portal/contracts';
import { staleCutoffs, type StaleView } from '../staleDeals/staleness';

export { DEFAULT_STAGE, DEFAULT_STATUS };
export const DEAL_NOT_FOUND = 'Deal not found';

/** A stage (and possibly status) reported by GHL, to be applied to one deal. */
export type StageReport = {
  /** The GHL stage name as GHL spells it; normalised here (docs/product.md#pipeline-stages). */
  stageName: string | null;
  /** The status the stage maps to (the GHL config's six mappings); null leaves the status alone. */
  status: string | null;
  source: StageChangeSource;
  /** GHL's time of this information; a report older than the last one applied is ignored. */
  observedAt?: Date | null;
};

export type StageOutcome =
  | { applied: true; deal: DealRecord; stageChanged: boolean }
  | { applied: false; reason: 'not found' | 'no change' | 'stale' };

/**
 * Follow-up work stored before a deal is written (a GHL push, a GHL delete policy) and due on its
 * own after a hold, so that a process dying right after the write still gets it done. The request
 * releases it once the write is done and drops it when the write certainly did not happen.
 */
export type HeldWork = { release: () => Promise<void>; drop: () => Promise<void> };

export type AdminDealQuery = PageRequest & {
  userId?: string;
  status?: string;
  propertyType?: string;
  stage?: string;
  startDate?: string;
  endDate?: string;
  /** Search text (deals/search.ts). */
  q?: string;
  /** The pipeline: each stage's first page of this many deals. */
  pageLimit?: number;
  /** Only stale deals. */
  stale?: boolean;
};

export type DealServiceDeps = {
  deals: DealRepository;
  users: UserRepository;
  clock: Clock;
  log: Logger;
  /** Keyset cursors of the paged lists. */
  cursors: CursorCodec;
  /** Removes a deal's documents and their stored files (the documents feature). */
  removeDealDocuments: (deal: DealRecord) => Promise<void>;
  /**
   * Where a deletion under way is written down before the deal is marked, and cleared once it is
   * deleted (storage/intents.ts): what the orphan sweep reads to finish one a dead process cut
   * short. Absent (tools): nothing is written down.
   */
  deletionIntents?: {
    begin: (dealId: string) => Promise<{ _id: string }>;
    clear: (intent: { _id: string }) => Promise<void>;
  };
  /**
   * Work stored before a new deal is (the new-deal e-mail, the GHL push), so that no failure in
   * between leaves the deal without it; a failure here fails the create, with nothing stored.
   * Held work returned is released once the deal is stored.
   */
  beforeCreated?: ((deal: Omit<DealRecord, 'dealId'>) => Promise<HeldWork | void>)[];
  /** The same before an edit of the deal with this id (the GHL push); a failure fails the update. */
  beforeUpdated?: ((dealId: string) => Promise<HeldWork | void>)[];
  /** The same before a deal is deleted (the GHL delete policy); a failure fails the delete. */
  beforeDeleted?: ((deal: DealRecord) => Promise<HeldWork | void>)[];
  /** Background work after a deal is stored (releasing the new-deal e-mail); never fails the create. */
  onCreated: ((deal: DealRecord) => Promise<void>)[];
  /** Background work after a deal is edited; never fails the update. */
  onUpdated?: ((deal: DealRecord) => Promise<void>)[];
  /** Background work after a deal is deleted; never fails the delete. */
  onDeleted?: ((deal: DealRecord) => Promise<void>)[];
  /**
   * The stage headers the rollups keep (analytics/rollups.ts), read by `_id`: one member's
   * (`userId`) or every deal's (null). Absent: computed from the deals.
   */
  rolledUpPipeline?: (userId: string | null) => Promise<DealPipeline>;
  /**
   * The ids and creation times of an unfiltered list's first `limit + 1` deals and its total, from
   * the rollups' newest lists (one member's, or every deal's for null); null when they cannot
   * tell. Absent: the deals are queried.
   */
  rolledUpFirstPage?: (
    userId: string | null,
    limit: number,
  ) => Promise<{ ids: string[]; createdAt: Date[]; total: number } | null>;
  /**
   * How many deals an unfiltered list holds (one member's, or every deal for null), from the
   * rollups; null when they cannot tell. Absent: the first page counts the deals.
   */
  rolledUpTotal?: (userId: string | null) => Promise<number | null>;
  /** The time of the read and the stale thresholds in force (staleDeals/service.ts). */
  staleView: () => Promise<StaleView>;
  /**
   * The duplicate check (features/duplicates), started once the create or edit has answered: the
   * deal is stored marked `duplicateCheck: 'pending'` in the same write, so the check never
   * changes the answer or its timing, and a check a stopped process left is finished by the
   * sweep. Absent (tools, the sample book): no check.
   */
  checkDuplicates?: (dealId: string, source: 'create' | 'edit') => void;
};

/** The fields a duplicate check compares: an edit of one of them checks the deal again. */
const PROPERTY_FIELDS = ['propertyName', 'propertyAddress', 'propertyState'] as const;

const DAY_MS = 24 * 3600 * 1000;
const notFound = () => fail('notFound', DEAL_NOT_FOUND);

/** The repository filter of the admin's query; a start date after the end date is refused. */
export function adminDealFilter(query: AdminDealQuery): Result<DealFilter, DomainError<'validation'>> {
  const search = parseSearch(query.q);
  if (!search.ok) return search;
  const filter: DealFilter = {};
  if (search.value) filter.search = search.value;
  if (query.userId) filter.userId = query.userId;
  if (query.status) filter.status = query.status;
  if (query.propertyType) filter.propertyType = query.propertyType;
  if (query.stage) filter.stage = query.stage;
  // Calendar days in UTC, both ends inclusive.
  if (query.startDate) filter.createdFrom = new Date(`${query.startDate}T00:00:00.000Z`);
  if (query.endDate) filter.createdBefore = new Date(new Date(`${query.endDate}T00:00:00.000Z`).getTime() + DAY_MS);
  if (filter.createdFrom && filter.createdBefore && filter.createdFrom >= filter.createdBefore) {
    return fail('validation', 'Start Date must be on or before End Date', [
      { field: 'query.startDate', message: 'Start Date must be on or before End Date' },
    ]);
  }
  return ok(filter);
}

/**
 * What a list's cursor is bound to: its filter, with the stale cut-offs (which move with the
 * clock and the thresholds) standing as `stale: true`, so a cursor stays valid page after page.
 */
function scopeOf(list: string, filter: DealFilter): CursorScope {
  const { staleCutoffs: cutoffs, ...fields } = filter;
  return { list, filter: cutoffs ? { ...fields, stale: true } : fields };
}

/** The filter with the stale cut-offs of `view` when only stale deals are asked for. */
function withStale(filter: DealFilter, stale: boolean | undefined, view: StaleView): DealFilter {
  return stale ? { ...filter, staleCutoffs: staleCutoffs(view) } : filter;
}

/**
 * A new deal of `owner` as the create stores it (before it is numbered): Open, in Qualification,
 * with every text field present. Bulk writers (the sample book) build their records here too.
 */
export function newDealRecord(
  owner: Pick<AuthUser, 'id' | 'username'>,
  changes: DealChanges,
  now: Date,
): Omit<DealRecord, 'dealId'> {
  const empty = Object.fromEntries(DEAL_TEXT_FIELDS.map((field) => [field, null])) as Pick<
    DealRecord,
    (typeof DEAL_TEXT_FIELDS)[number]
  >;
  return {
    ...empty,
    ...changes,
    _id: randomUUID(),
    userId: owner.id,
    createdBy: owner.username,
    loanAmount: changes.loanAmount ?? null,
    status: DEFAULT_STATUS,
    stage: DEFAULT_STAGE,
    stageLastUpdated: null,
    stageHistory: [],
    createdAt: now,
    updatedAt: now,
  };
}

/** A member's deals and the admin's view of all deals. Every rule holds whatever the UI shows. */
export function createDealService(deps: DealServiceDeps) {
  /** Creator details for many deals with one user query (no N+1). */
  async function creatorsOf(deals: DealRecord[]): Promise<Map<string, DealCreator>> {
    const ids = [...new Set(deals.map((deal) => deal.userId))];
    const users = await deps.users.findManyByIds(ids);
    return new Map(users.map((user) => [user._id, toDealCreator(user)]));
  }

  async function runHooks(hooks: ((deal: DealRecord) => Promise<void>)[], deal: DealRecord, what: string) {
    for (const hook of hooks) {
      await hook(deal).catch((error: unknown) =>
        deps.log.error({ err: error, dealId: deal.dealId }, `could not queue the work that follows ${what}`),
      );
    }
  }

  /**
   * Runs the before-hooks in turn and collects their held work. When one fails, the work already
   * held is dropped (best effort) and the failure fails the write, which has not started.
   */
  /**
   * The deletion of a deal (DELETE /deals/{id}, and the sweep finishing one cut short): mark,
   * documents and files, the held GHL delete policy, the deal (the rollups and the timeline are
   * told by the repository), then the after-hooks. Run again on a deal whose deletion died, it
   * picks up where that one stopped; two at once delete it once (the loser drops its held work).
   */
  async function removeDeal(deal: DealRecord): Promise<boolean> {
    // Marked before its documents are listed: an upload recording one later sees the mark and
    // withdraws it, so the listing below misses no document that would outlive the deal.
    await deps.deals.markDeleting(deal._id, deps.clock.now());
    await deps.removeDealDocuments(deal);
    const held = await hold(deps.beforeDeleted, deal);
    const deleted = await deps.deals.delete(deal._id);
    // Not deleted here: another request deleted it first, and its own work covers the deletion.
    await settle(held, deleted ? 'release' : 'drop', deal.dealId, 'a deal deletion');
    if (deleted) await runHooks(deps.onDeleted ?? [], deal, 'a deal deletion');
    return deleted;
  }

  /**
   * Starts the duplicate check on the next turn of the event loop, once the answer has been
   * written: never awaited, so neither its result nor its duration can reach the caller.
   */
  function afterAnswer(dealId: string, source: 'create' | 'edit'): void {
    const check = deps.checkDuplicates;
    if (check) setImmediate(() => check(dealId, source));
  }

  /**
   * removeDeal with the deletion written down first (deletionIntents), so the orphan sweep
   * finishes it should this process stop half-way.
   */
  async function removeNoted(deal: DealRecord): Promise<boolean> {
    const intent = await deps.deletionIntents?.begin(deal._id);
    const deleted = await removeDeal(deal);
    if (intent)
      await deps
        .deletionIntents!.clear(intent)
        .catch((error: unknown) =>
          deps.log.warn(
            { err: error, dealId: deal.dealId },
            'deal deletion intent not cleared now; the orphan sweep will',
          ),
        );
    return deleted;
  }

  async function hold<T>(hooks: ((subject: T) => Promise<HeldWork | void>)[] | undefined, subject: T) {
    const held: HeldWork[] = [];
    try {
      for (const hook of hooks ?? []) {
        const work = await hook(subject);
        if (work) held.push(work);
      }
    } catch (error) {
      await settle(held, 'drop', null, 'a refused write');
      throw error;
    }
    return held;
  }

  /**
   * Releases held work once its write is done, or drops it when the write did not happen; a
   * failure is logged, never answered (unreleased work still runs after its hold).
   */
  async function settle(held: HeldWork[], how: 'release' | 'drop', dealId: string | null, what: string) {
    for (const work of held) {
      await work[how]().catch((error: unknown) =>
        deps.log.error({ err: error, dealId }, `could not ${how} the work held for ${what}`),
      );
    }
  }

  /**
   * Stage headers of the deals matching `filter`: from `rolledUp` (the rollups) when given, else
   * summed from the deals. With `pageLimit`, each stage carries its first page as the list
   * `list` filtered by the stage answers it (same rows, total and cursor), all from one pass over
   * the deals (stopped early when the rollups already gave the counts).
   */
  async function pipelineWithPages(
    filter: DealFilter,
    list: 'deals' | 'admin/deals',
    pageLimit: number | undefined,
    rolledUp: (() => Promise<DealPipeline>) | undefined,
    view: StaleView,
  ): Promise<DealPipeline> {
    if (!pageLimit) return rolledUp ? rolledUp() : summarisePipeline(await deps.deals.pipelineRows(filter));
    let headers = rolledUp ? await rolledUp() : null;
    const tally = headers ? null : createPipelineTally();
    const pages = await deps.deals.firstPagesByStage(filter, pageLimit, {
      ...(headers ? { counts: new Map(headers.stages.map((stage) => [stage.stage, stage.count])) } : {}),
      ...(tally ? { onRow: (deal: DealRecord) => tally.add(deal) } : {}),
    });
    headers ??= tally!.result();
    const creators =
      list === 'admin/deals' ? await creatorsOf([...pages.values()].flatMap((rows) => rows.slice(0, pageLimit))) : null;
    const position = { limit: pageLimit, after: null, total: null };
    return {
      ...headers,
      stages: headers.stages.map((stage) => ({
        ...stage,
        firstPage: deps.cursors.page(
          scopeOf(list, { ...filter, stage: stage.stage }),
          position,
          pages.get(stage.stage) ?? [],
          stage.count,
          (deal) => (creators ? toDealDto(deal, view, creators.get(deal.userId) ?? null) : toDealDto(deal, view)),
        ),
      })),
    };
  }

  /**
   * The rows of a first page the rollups named, read from the creation buckets they fall in
   * (deals/createdBuckets.ts); null when they span too many buckets or one of them is missing
   * (deleted since, or stored before deals had buckets).
   */
  async function rowsFromBuckets(
    userId: string | null,
    rolledUp: { ids: string[]; createdAt: Date[] },
  ): Promise<DealRecord[] | null> {
    const buckets = bucketsCovering(rolledUp.createdAt);
    if (!buckets) return null;
    const found = await deps.deals.findInCreatedBuckets(userId, buckets.field, buckets.values);
    const byId = new Map(found.map((deal) => [deal._id, deal]));
    const rows = rolledUp.ids.map((id) => byId.get(id));
    return rows.every((row) => row !== undefined) ? (rows as DealRecord[]) : null;
  }

  /**
   * A page of a list. With `rolledUpFirstPage` given, the first page of every deal, or of one
   * member's, with no other filter is read from the creation buckets of the deals the rollups
   * name; anything the rollups or the buckets cannot tell falls back to the query.
   */
  async function listPage(filter: DealFilter, position: PagePosition): Promise<{ rows: DealRecord[]; total: number }> {
    const { userId, ...others } = filter;
    const unfiltered = Object.values(others).every((value) => value === undefined);
    if (deps.rolledUpFirstPage && unfiltered && position.after === null && (await deps.deals.bucketReadsPay())) {
      const rolledUp = await deps.rolledUpFirstPage(userId ?? null, position.limit);
      const rows = rolledUp && (await rowsFromBuckets(userId ?? null, rolledUp));
      if (rolledUp && rows) return { rows, total: position.total ?? rolledUp.total };
    }
    // The first page of an unfiltered list takes its total from the rollups rather than counting
    // every deal of the scope again (on FerretDB as costly as reading them).
    if (deps.rolledUpTotal && unfiltered && position.total === null) {
      const total = await deps.rolledUpTotal(userId ?? null);
      if (total !== null) return deps.deals.listPage(filter, { ...position, total });
    }
    return deps.deals.listPage(filter, position);
  }

  return {
    /**
     * A page of the caller's own deals (of one stage when asked), newest first; a cursor of
     * another list, stage or caller is refused.
     */
    async listOwn(
      user: AuthUser,
      request: PageRequest & { stage?: string; q?: string; stale?: boolean },
    ): Promise<Result<Page<Deal>, DomainError<'validation'>>> {
      const search = parseSearch(request.q);
      if (!search.ok) return search;
      const view = await deps.staleView();
      const filter = withStale(
        {
          userId: user.id,
          ...(request.stage ? { stage: request.stage } : {}),
          ...(search.value ? { search: search.value } : {}),
        },
        request.stale,
        view,
      );
      const scope = scopeOf('deals', filter);
      const position = deps.cursors.position(scope, request);
      if (!position.ok) return position;
      const { rows, total } = await listPage(filter, position.value);
      return ok(deps.cursors.page(scope, position.value, rows, total, (deal) => toDealDto(deal, view)));
    },

    /**
     * Creates a deal owned by the caller (whatever `discordUsername` says), numbered
     * DL-<year>-<n>, status Open and stage Qualification, then queues the background work.
     */
    async create(user: AuthUser, body: DealCreateRequest): Promise<Result<Deal, DomainError<'validation'>>> {
      const validated = validateCreate(body);
      if (!validated.ok) return fail('validation', validated.details[0]!.message, validated.details);
      const record = newDealRecord(user, validated.changes, deps.clock.now());
      if (deps.checkDuplicates) record.duplicateCheck = 'pending';
      const held = await hold(deps.beforeCreated, record);
      // A create that throws may still have stored the deal: its held work decides by itself.
      const deal = await deps.deals.create(record);
      await runHooks(deps.onCreated, deal, 'a new deal');
      await settle(held, 'release', deal.dealId, 'a new deal');
      afterAnswer(deal._id, 'create');
      return ok(toDealDto(deal, await deps.staleView()));
    },

    /** One deal: the caller's own; admins may read any deal and also get its creator. */
    async get(user: AuthUser, id: string): Promise<Result<Deal, DomainError<'notFound'>>> {
      if (user.isAdmin) {
        const deal = await deps.deals.findById(id);
        if (!deal) return notFound();
        const creators = await creatorsOf([deal]);
        return ok(toDealDto(deal, await deps.staleView(), creators.get(deal.userId) ?? null));
      }
      const deal = await deps.deals.findOwned(id, user.id);
      return deal ? ok(toDealDto(deal, await deps.staleView())) : notFound();
    },

    /** The deal when the caller may see it (own, or any for admins), for document access. */
    async findReadable(user: AuthUser, id: string): Promise<DealRecord | null> {
      return user.isAdmin ? deps.deals.findById(id) : deps.deals.findOwned(id, user.id);
    },

    /** Edits one of the caller's own deals (owner only, admins included). */
    async update(
      user: AuthUser,
      id: string,
      body: DealUpdateRequest,
    ): Promise<Result<Deal, DomainError<'validation' | 'notFound'>>> {
      const validated = validateUpdate(body);
      if (!validated.ok) return fail('validation', validated.details[0]!.message, validated.details);
      // The underwriting checks that depend on the stored deal (term, state from a changed address).
      const stored = await deps.deals.findOwned(id, user.id);
      if (!stored) return notFound();
      const checked = validateUpdateOf(body, validated.changes, stored);
      if (!checked.ok) return fail('validation', checked.details[0]!.message, checked.details);
      const held = await hold(deps.beforeUpdated, id);
      const propertyChanged =
        deps.checkDuplicates !== undefined && PROPERTY_FIELDS.some((field) => field in checked.changes);
      const updated = await deps.deals.updateOwned(id, user.id, {
        ...checked.changes,
        ...(propertyChanged ? { duplicateCheck: 'pending' as const } : {}),
        updatedAt: deps.clock.now(),
      });
      if (!updated) {
        await settle(held, 'drop', id, 'an edit of a missing deal');
        return notFound();
      }
      await runHooks(deps.onUpdated ?? [], updated, 'a deal edit');
      await settle(held, 'release', updated.dealId, 'a deal edit');
      if (propertyChanged) afterAnswer(updated._id, 'edit');
      return ok(toDealDto(updated, await deps.staleView()));
    },

    /**
     * Applies a stage reported by GHL (webhook, reconciliation, sync or import all come here): the
     * stage name is normalised, a change of stage is appended to the deal's history with its source
     * and sets `stageLastUpdated`, and the mapped status (if any) is set. Idempotent: reporting the
     * stage a deal already has changes nothing; a report older than the last applied one is ignored.
     */
    async applyStageChange(dealId: string, report: StageReport): Promise<StageOutcome> {
      const stage = normaliseStageName(report.stageName);
      for (let attempt = 0; attempt < 5; attempt++) {
        const deal = await deps.deals.findById(dealId);
        if (!deal) return { applied: false, reason: 'not found' };
        const last = deal.ghlStageObservedAt ? new Date(deal.ghlStageObservedAt) : null;
        if (report.observedAt && last && report.observedAt.getTime() < last.getTime()) {
          return { applied: false, reason: 'stale' };
        }
        const currentStatus = deal.status ?? null;
        const status = report.status ?? currentStatus ?? DEFAULT_STATUS;
        const stageChanged = stage !== null && stage !== (deal.stage ?? null);
        const nextStage = stage ?? deal.stage ?? null;
        if (!stageChanged && status === currentStatus) {
          if (report.observedAt && (!last || report.observedAt > last)) {
            await deps.deals.touchGhlObservedAt(deal._id, report.observedAt);
          }
          return { applied: false, reason: 'no change' };
        }
        const now = deps.clock.now();
        const change = stageChanged
          ? { from: deal.stage ?? null, to: nextStage, at: now, source: report.source }
          : null;
        const stored = await deps.deals.applyStage(deal._id, {
          expected: { stage: deal.stage ?? null, status: currentStatus },
          stage: nextStage,
          status,
          change,
          observedAt: report.observedAt ?? null,
          now,
        });
        if (stored) {
          const updated: DealRecord = {
            ...deal,
            stage: nextStage,
            status,
            updatedAt: now,
            ...(change
              ? { stageLastUpdated: now, stageEnteredAt: now, stageHistory: [...(deal.stageHistory ?? []), change] }
              : {}),
          };
          deps.log.info(
            { dealId: deal.dealId, from: deal.stage, to: nextStage, status, source: report.source },
            'deal stage applied',
          );
          return { applied: true, deal: updated, stageChanged };
        }
        // Someone else changed the deal between our read and write: read again.
      }
      throw new Error(`deal ${dealId} kept changing while a stage was applied`);
    },

    /**
     * Whether a deal takes new documents: 'open', 'deleting' (its deletion has begun, perhaps died)
     * or 'gone'. Read by `_id` alone.
     */
    async dealState(id: string): Promise<'open' | 'deleting' | 'gone'> {
      const deal = await deps.deals.findById(id);
      if (!deal) return 'gone';
      return deal.deletingSince ? 'deleting' : 'open';
    },

    /** Deletes one of the caller's own deals, its documents and their stored files (then the GHL delete policy). */
    async delete(user: AuthUser, id: string): Promise<Result<{ message: string }, DomainError<'notFound'>>> {
      const deal = await deps.deals.findOwned(id, user.id);
      if (!deal) return notFound();
      await removeNoted(deal);
      return ok({ message: 'Deal deleted successfully' });
    },

    /**
     * Deletes any deal through the path DELETE takes (documents, GHL delete policy, rollups,
     * timeline): a duplicate merge removes the merged deal here. False when it was already gone.
     */
    async removeAny(id: string): Promise<boolean> {
      const deal = await deps.deals.findById(id);
      return deal ? removeNoted(deal) : false;
    },

    /**
     * For the orphan sweep: finishes the deletion of a deal a dead process left marked, as the
     * system (the same path as DELETE). False when there is nothing to finish: the deal is gone, or
     * its deletion died before marking it (then it stays, as the member never saw it go).
     */
    async finishDeletion(id: string): Promise<boolean> {
      const deal = await deps.deals.findById(id);
      if (!deal?.deletingSince) return false;
      const deleted = await actingAsNobody(() => removeDeal(deal));
      if (deleted) deps.log.info({ dealId: deal.dealId }, 'deal deletion cut short finished by the orphan sweep');
      return deleted;
    },

    /**
     * The stage headers of the caller's own pipeline (count, loan total, property types per
     * stage), from their rollup (summed from the matching deals when searching); with
     * `pageLimit`, each stage's first page of deals too.
     */
    async pipelineOwn(
      user: AuthUser,
      request: { pageLimit?: number; q?: string; stale?: boolean } = {},
    ): Promise<Result<DealPipeline, DomainError<'validation'>>> {
      const search = parseSearch(request.q);
      if (!search.ok) return search;
      const view = await deps.staleView();
      const filter = withStale(
        { userId: user.id, ...(search.value ? { search: search.value } : {}) },
        request.stale,
        view,
      );
      // The rollup holds the headers of all the member's deals; a search or stale ones are summed from the deals.
      const rolledUp = search.value || request.stale ? undefined : deps.rolledUpPipeline;
      return ok(
        await pipelineWithPages(filter, 'deals', request.pageLimit, rolledUp && (() => rolledUp(user.id)), view),
      );
    },

    /** The stage headers over every deal matching the admin's filters. */
    async pipelineAll(query: AdminDealQuery): Promise<Result<DealPipeline, DomainError<'validation'>>> {
      const filtered = adminDealFilter(query);
      if (!filtered.ok) return filtered;
      const view = await deps.staleView();
      const filter = withStale(filtered.value, query.stale, view);
      // Every deal, or one member's: the rollups hold those headers; other filters read the deals.
      const { userId, ...others } = filter;
      const rolledUp = deps.rolledUpPipeline;
      const fromRollup = rolledUp && Object.keys(others).length === 0 ? () => rolledUp(userId ?? null) : undefined;
      return ok(await pipelineWithPages(filter, 'admin/deals', query.pageLimit, fromRollup, view));
    },

    /** A page of the deals matching the admin's filters, newest first, with the creator filled in. */
    async listAll(query: AdminDealQuery): Promise<Result<Page<Deal>, DomainError<'validation'>>> {
      const filtered = adminDealFilter(query);
      if (!filtered.ok) return filtered;
      const view = await deps.staleView();
      const filter = withStale(filtered.value, query.stale, view);
      const scope = scopeOf('admin/deals', filter);
      const position = deps.cursors.position(scope, query);
      if (!position.ok) return position;
      const { rows, total } = await listPage(filter, position.value);
      const creators = await creatorsOf(rows.slice(0, position.value.limit));
      return ok(
        deps.cursors.page(scope, position.value, rows, total, (deal) =>
          toDealDto(deal, view, creators.get(deal.userId) ?? null),
        ),
      );
    },
  };
}

export type DealService = ReturnType<typeof createDealService>;
