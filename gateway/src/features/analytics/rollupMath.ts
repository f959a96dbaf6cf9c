import type { DealRecord } from '../deals/model';
import type { DealPipeline } from '@portal/contracts';
import { pipelineFieldsOf, pipelineOf, type StageTally } from '../deals/pipeline';
import { COUNTED_DOCUMENT_FIELDS, type CountedDocument } from '../documents/model';
import type { UserRecord } from '../users/model';

/**
 * The arithmetic of the rollups, with no database: the keys, what one deal, user or document
 * counts for, the deltas a change makes, how latest lists fold, and the figures read back from a
 * rollup. The store (rollups.ts) writes what this computes.
 */

/** How many of a member's latest stage changes their rollup keeps (the home page shows them). */
export const RECENT_STAGE_CHANGES = 5;
/**
 * How many of a stage's latest `stageLastUpdated` a rollup keeps (the pipeline header shows the
 * first): a deal leaving the list leaves the rest in order, so only a list emptied while the stage
 * still holds deals is read again from the deals.
 */
export const LATEST_PER_STAGE = 10;
/**
 * How many of the newest deals (by creation, then `_id`, both descending: the lists' order) the
 * global and user rollups keep, so a list's unfiltered first page is read by `_id` instead of by a
 * sorted scan of the deals (FerretDB hands neither sort nor limit to its backend). A first page of
 * up to NEWEST_KEPT - 1 rows (the list's default is 50) is served from it.
 */
export const NEWEST_KEPT = 64;

export const GLOBAL_KEY = 'global';
/** Every deal's counters per owner (`owner:<userId>`), kept apart so the global rollup stays small. */
export const OWNERS_KEY = 'global:owners';
/** Every deal's creations per day of one month (`day:<yyyy-mm-dd>`), one rollup per month. */
export const daysKey = (month: string) => `global:days:${month}`;

/** The rollups one deal's global counters go to: owners and days in their own, the rest in `global`. */
export function splitGlobal(counters: Counters): Map<string, Counters> {
  const split = new Map<string, Counters>();
  for (const [key, value] of Object.entries(counters)) {
    const target = key.startsWith('owner:')
      ? OWNERS_KEY
      : key.startsWith('day:')
        ? daysKey(key.slice('day:'.length, 'day:'.length + 7))
        : GLOBAL_KEY;
    let found = split.get(target);
    if (!found) split.set(target, (found = {}));
    found[key] = value;
  }
  return split;
}
/**
 * The rollups' layout; the global rollup records the one it was built with. A gateway that finds
 * another (rollups built by an older version) rebuilds them from the deals at start.
 */
export const ROLLUP_VERSION = 5;
/** The users rollup: `n`, `admins`, `whitelisted`, `login:<yyyy-mm-dd>` (users by last sign-in day). */
export const USERS_KEY = 'users';
/** The documents rollup: `n`, `day:<yyyy-mm-dd>` (documents by upload day). */
export const DOCUMENTS_KEY = 'documents';
export const userKey = (userId: string) => `user:${userId}`;
/**
 * The bytes of documents a member uploaded (`storage:user:<id>`) and a deal holds
 * (`storage:deal:<id>`): `bytes`, read by `_id` when an upload checks the stored-bytes quotas.
 */
export const uploaderStorageKey = (userId: string) => `storage:user:${userId}`;
export const dealStorageKey = (dealId: string) => `storage:deal:${dealId}`;

/** The stored-bytes rollups one document counts in, with its bytes. */
export function storageContributions(document: CountedDocument): [string, Counters][] {
  const bytes = { bytes: document.fileSize ?? 0 };
  return [
    [uploaderStorageKey(document.userId), bytes],
    [dealStorageKey(document.dealId), bytes],
  ];
}

/** One stage change as the member's home page lists it. */
export type RecentStageChange = {
  /** `<deal id>:<index in its history>`: unique, stable. */
  key: string;
  /** The deal's id (uuid). */
  id: string;
  /** The deal's number (DL-…). */
  dealId: string;
  dealName: string;
  from: string | null;
  to: string | null;
  at: Date;
};

/** Counters by flat key (see `contribution`); amounts are in cents so sums stay exact. */
export type Counters = Record<string, number>;

/** A deal's `stageLastUpdated` in a stage's list of latest changes. */
export type StageUpdate = { id: string; at: Date };

/** A deal in a rollup's newest list: its id and creation time. */
export type NewDeal = { id: string; at: Date };

/** Per pipeline stage (its `pipe:` key part), the latest `stageLastUpdated` of its deals, newest first. */
export type LatestByStage = Record<string, StageUpdate[]>;

export type RollupRecord = {
  _id: string;
  counters: Counters;
  /** User rollups only: the latest stage changes of the user's deals, newest first. */
  recent: RecentStageChange[];
  /** User and global rollups: per pipeline stage, up to LATEST_PER_STAGE latest stage updates. */
  latest?: LatestByStage;
  /**
   * Global and user rollups: the start of the scope's deals in the lists' order (newest created
   * first), at most NEWEST_KEPT; all of them when the scope has no more. Deletions may shorten it
   * (the next-newest are not kept); the repair fills it again.
   */
  newest?: NewDeal[];
  /** Ids of the deltas of the batch that last changed this rollup (idempotent re-application). */
  applied: string[];
  /** The global rollup: the ROLLUP_VERSION it was built with. */
  version?: number;
  updatedAt: Date;
};

export type DeltaOp = {
  key: string;
  inc: Counters;
  /** Deal ids whose stage changes leave this rollup's recent list (then `add` puts back theirs). */
  remove: string[];
  add: RecentStageChange[];
  /** Deal ids whose stage updates leave this rollup's per-stage latest lists (then `enter` puts back theirs). */
  leave?: string[];
  enter?: (StageUpdate & { stage: string })[];
  /** Deal ids leaving this rollup's newest list (then `list` puts back theirs). */
  unlist?: string[];
  list?: NewDeal[];
};

/** The deal fields the rollups depend on. */
export const ROLLUP_FIELDS = {
  _id: 1,
  dealId: 1,
  userId: 1,
  status: 1,
  stage: 1,
  propertyType: 1,
  applicationPropertyType: 1,
  dealType: 1,
  applicationDealType: 1,
  loanAmount: 1,
  createdAt: 1,
  stageHistory: 1,
  stageLastUpdated: 1,
  loanRequest: 1,
  applicationLoanRequest: 1,
  propertyName: 1,
  opportunityName: 1,
  contactName: 1,
} as const;

export type RollupDeal = Pick<
  DealRecord,
  | '_id'
  | 'dealId'
  | 'userId'
  | 'status'
  | 'stage'
  | 'propertyType'
  | 'applicationPropertyType'
  | 'dealType'
  | 'applicationDealType'
  | 'loanAmount'
  | 'createdAt'
  | 'stageHistory'
  | 'stageLastUpdated'
  | 'loanRequest'
  | 'applicationLoanRequest'
  | 'propertyName'
  | 'opportunityName'
  | 'contactName'
>;

// Keys must not hold '.' or start with '$' (field names); the variable part is escaped.
export const part = (value: string) => encodeURIComponent(value).replace(/\./g, '%2E');
export const unpart = (value: string) => decodeURIComponent(value);

/** The status a deal counts under (no status reads as Open). */
export const statusOf = (deal: Pick<DealRecord, 'status'>) => deal.status?.trim() || 'Open';
/** The property type a deal counts under: its own, else the application's (as the list filter reads it). */
export const propertyTypeOf = (deal: Pick<DealRecord, 'propertyType' | 'applicationPropertyType'>) =>
  deal.propertyType ?? deal.applicationPropertyType ?? '';
/** The deal type a deal counts under: its own, else the application's (as the dashboard shows it). */
export const dealTypeOf = (deal: Pick<DealRecord, 'dealType' | 'applicationDealType'>) =>
  deal.dealType?.trim() || deal.applicationDealType?.trim() || '';
const cents = (amount: number | null | undefined) =>
  typeof amount === 'number' && Number.isFinite(amount) ? Math.round(amount * 100) : 0;
const dayOf = (date: Date) => new Date(date).toISOString().slice(0, 10);

/**
 * The name a deal is shown by (docs/product.md#records-and-fields), as the front ends compute it.
 */
export function dealName(deal: Pick<DealRecord, 'propertyName' | 'opportunityName' | 'contactName'>): string {
  return deal.propertyName?.trim() || deal.opportunityName?.trim() || deal.contactName?.trim() || 'Unnamed Deal';
}

/**
 * What one deal adds to a rollup. Keys: `n` (deals), `amount` (cents), `status:<s>`,
 * `stage:<s>:n`, `stage:<s>:amount`, `type:<t>:n`, `type:<t>:amount`, `dtype:<t>:n`,
 * `dtype:<t>:amount` (deal type), `day:<yyyy-mm-dd>` (created),
 * `month:<yyyy-mm>:amount`; the global rollup adds `owner:<userId>`, a user's adds `changes`.
 * Every deal's `owner:` and `day:` counters live in rollups of their own (`splitGlobal`): the
 * dashboards reading `global` do not decode a key per member and per day.
 * The pipeline's stage headers (deals/pipeline.ts), by normalised stage as the pipeline reads it:
 * `pipe:<stage>:n`, `pipe:<stage>:amount` (cents of the loan amount, else the parsed loan request)
 * `pipe:<stage>:type:<t>` (property type, the application's when the deal's is empty) and
 * `pipe:<stage>:upd` (deals with a `stageLastUpdated`, whose latest the rollup's `latest` lists).
 */
export function contribution(deal: RollupDeal, scope: 'global' | 'user'): Counters {
  const amount = cents(deal.loanAmount);
  const stage = part(deal.stage ?? '');
  const type = part(propertyTypeOf(deal));
  const dealType = part(dealTypeOf(deal));
  const day = dayOf(deal.createdAt);
  const counters: Counters = {
    n: 1,
    amount,
    [`status:${part(statusOf(deal))}`]: 1,
    [`stage:${stage}:n`]: 1,
    [`stage:${stage}:amount`]: amount,
    [`type:${type}:n`]: 1,
    [`type:${type}:amount`]: amount,
    [`dtype:${dealType}:n`]: 1,
    [`dtype:${dealType}:amount`]: amount,
    [`day:${day}`]: 1,
    [`month:${day.slice(0, 7)}:amount`]: amount,
  };
  const pipeline = pipelineFieldsOf(deal);
  const pipe = `pipe:${part(pipeline.stage)}`;
  counters[`${pipe}:n`] = 1;
  counters[`${pipe}:amount`] = pipeline.cents;
  if (pipeline.propertyType) counters[`${pipe}:type:${part(pipeline.propertyType)}`] = 1;
  if (pipeline.stageLastUpdated) counters[`${pipe}:upd`] = 1;
  if (scope === 'global') counters[`owner:${part(deal.userId)}`] = 1;
  else counters.changes = deal.stageHistory?.length ?? 0;
  return counters;
}

/** The user fields the users rollup depends on. */
export const COUNTED_USER_FIELDS = { _id: 1, isAdmin: 1, isWhitelisted: 1, lastLoginAt: 1 } as const;
export type CountedUser = Pick<UserRecord, '_id' | 'isAdmin' | 'isWhitelisted' | 'lastLoginAt'>;
/** The document fields the documents rollup depends on. */
export { COUNTED_DOCUMENT_FIELDS, type CountedDocument };

/** What one user adds to the users rollup. */
export function userCounters(user: CountedUser): Counters {
  const counters: Counters = { n: 1 };
  if (user.isAdmin) counters.admins = 1;
  if (user.isWhitelisted) counters.whitelisted = 1;
  if (user.lastLoginAt) counters[`login:${dayOf(user.lastLoginAt)}`] = 1;
  return counters;
}

/** What one document adds to the documents rollup. */
export function documentCounters(document: CountedDocument): Counters {
  return { n: 1, [`day:${dayOf(document.createdAt)}`]: 1 };
}

/** The op of a change of counted records (null before = created, null after = deleted), or none. */
export function countOp<T>(key: string, counters: (record: T) => Counters, changes: Change<T>[]): DeltaOp[] {
  const inc: Counters = {};
  for (const { before, after } of changes) {
    if (before) addInto(inc, counters(before), -1);
    if (after) addInto(inc, counters(after));
  }
  const kept = pruned(inc);
  return Object.keys(kept).length > 0 ? [{ key, inc: kept, remove: [], add: [] }] : [];
}

/** A write of one record: `before` null when created, `after` null when deleted. */
export type Change<T> = { before: T | null; after: T | null };

/** Day counters (`<prefix>:<yyyy-mm-dd>`) on or after the UTC day of `since`, summed. */
export function countSince(counters: Counters, prefix: 'login' | 'day', since: Date): number {
  const first = `${prefix}:${since.toISOString().slice(0, 10)}`;
  let count = 0;
  for (const [key, value] of Object.entries(counters)) {
    if (key.startsWith(`${prefix}:`) && key >= first) count += value;
  }
  return count;
}

/** A deal's latest stage changes, newest first. */
export function recentChangesOf(deal: RollupDeal): RecentStageChange[] {
  const name = dealName(deal);
  return (deal.stageHistory ?? [])
    .map((change, index) => ({
      key: `${deal._id}:${index}`,
      id: deal._id,
      dealId: deal.dealId,
      dealName: name,
      from: change.from ?? null,
      to: change.to ?? null,
      at: new Date(change.at),
    }))
    .sort(newestFirst)
    .slice(0, RECENT_STAGE_CHANGES);
}

export function newestFirst(a: RecentStageChange, b: RecentStageChange): number {
  return new Date(b.at).getTime() - new Date(a.at).getTime() || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
}

export function addInto(target: Counters, source: Counters, sign = 1): void {
  for (const [key, value] of Object.entries(source)) target[key] = (target[key] ?? 0) + sign * value;
}

export function pruned(counters: Counters): Counters {
  return Object.fromEntries(Object.entries(counters).filter(([, value]) => value !== 0));
}

/** The ops a change of one deal (null before = created, null after = deleted) makes. */
export function opsFor(before: RollupDeal | null, after: RollupDeal | null): DeltaOp[] {
  const ops = new Map<string, DeltaOp>();
  const op = (key: string) => {
    let found = ops.get(key);
    if (!found) ops.set(key, (found = { key, inc: {}, remove: [], add: [] }));
    return found;
  };
  // An edit that leaves the owner and the listed changes alone does not touch the recent list.
  const sameRecent =
    before !== null &&
    after !== null &&
    before.userId === after.userId &&
    JSON.stringify(recentChangesOf(before).map(recentKey)) === JSON.stringify(recentChangesOf(after).map(recentKey));
  // Likewise an edit that leaves the owner, the stage and its last update alone keeps the latest lists.
  const sameLatest =
    before !== null &&
    after !== null &&
    before.userId === after.userId &&
    JSON.stringify(stageUpdateOf(before)) === JSON.stringify(stageUpdateOf(after));
  // Creation time and owner never change on an edit: only creates and deletes move the newest lists.
  const sameNewest =
    before !== null &&
    after !== null &&
    before.userId === after.userId &&
    new Date(before.createdAt).getTime() === new Date(after.createdAt).getTime();
  if (before) {
    const global = op(GLOBAL_KEY);
    for (const [key, counters] of splitGlobal(contribution(before, 'global'))) addInto(op(key).inc, counters, -1);
    const mine = op(userKey(before.userId));
    addInto(mine.inc, contribution(before, 'user'), -1);
    if (!sameRecent) mine.remove.push(before._id);
    if (!sameLatest) for (const scope of [global, mine]) (scope.leave ??= []).push(before._id);
    if (!sameNewest) for (const scope of [global, mine]) (scope.unlist ??= []).push(before._id);
  }
  if (after) {
    const global = op(GLOBAL_KEY);
    for (const [key, counters] of splitGlobal(contribution(after, 'global'))) addInto(op(key).inc, counters);
    const mine = op(userKey(after.userId));
    addInto(mine.inc, contribution(after, 'user'));
    if (!sameRecent) mine.add.push(...recentChangesOf(after));
    const update = stageUpdateOf(after);
    if (!sameLatest && update) for (const scope of [global, mine]) (scope.enter ??= []).push(update);
    if (!sameNewest) for (const scope of [global, mine]) (scope.list ??= []).push(newDealOf(after));
  }
  for (const found of ops.values()) found.inc = pruned(found.inc);
  return [...ops.values()].filter(
    (found) =>
      Object.keys(found.inc).length > 0 ||
      found.remove.length ||
      found.add.length ||
      found.leave?.length ||
      found.enter?.length ||
      found.unlist?.length ||
      found.list?.length,
  );
}

const newDealOf = (deal: Pick<RollupDeal, '_id' | 'createdAt'>): NewDeal => ({ id: deal._id, at: deal.createdAt });

/** The lists' order: newest created first, then `_id` descending (KEYSET_SORT). */
export function listOrder(a: NewDeal, b: NewDeal): number {
  return new Date(b.at).getTime() - new Date(a.at).getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/**
 * Folds one change into a newest list. `countBefore` is the scope's deals before the change: when
 * the list holds all of them, every new deal joins; otherwise the list is only the start of the
 * order, and a new deal joins only when it sorts before its last entry (else deals not kept might
 * come between). Leavers leave first. The list stays at most NEWEST_KEPT long.
 */
export function foldNewest(list: NewDeal[], countBefore: number, unlist: string[], add: NewDeal[]): NewDeal[] {
  const complete = list.length >= countBefore;
  const leaving = new Set([...unlist, ...add.map((deal) => deal.id)]);
  let next = list.filter((deal) => !leaving.has(deal.id));
  const last = next[next.length - 1];
  const joining = add.filter((deal) => complete || (last !== undefined && listOrder(deal, last) < 0));
  next = [...next, ...joining.map((deal) => ({ id: deal.id, at: new Date(deal.at) }))].sort(listOrder);
  return next.slice(0, NEWEST_KEPT);
}

/** The newest list of a scope from its deals one at a time (recompute). */
export function createNewestList() {
  const list: NewDeal[] = [];
  return {
    add(deal: Pick<RollupDeal, '_id' | 'createdAt'>): void {
      const entry = newDealOf(deal);
      const last = list[list.length - 1];
      if (list.length >= NEWEST_KEPT && last && listOrder(entry, last) >= 0) return;
      list.push({ id: entry.id, at: new Date(entry.at) });
      list.sort(listOrder);
      if (list.length > NEWEST_KEPT) list.pop();
    },
    list: () => list,
  };
}

/** A deal's entry in its stage's latest list (`stage` is the `pipe:` key part), or null without an update. */
function stageUpdateOf(deal: RollupDeal): (StageUpdate & { stage: string }) | null {
  const fields = pipelineFieldsOf(deal);
  return fields.stageLastUpdated ? { id: deal._id, stage: part(fields.stage), at: fields.stageLastUpdated } : null;
}

const newestUpdateFirst = (a: StageUpdate, b: StageUpdate) =>
  new Date(b.at).getTime() - new Date(a.at).getTime() || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Folds removals and additions into per-stage latest lists. Each list is the start of its
 * stage's deals in newest-first order; `countOf` gives a stage's deals after the change. An
 * entry joins when it sorts within the list, or when the list holds every other deal of the
 * stage; stages whose list emptied while deals remain are returned (to be read from the deals).
 */
export function foldLatest(
  latest: LatestByStage,
  leave: readonly string[],
  enter: readonly (StageUpdate & { stage: string })[],
  countOf: (stage: string) => number,
): { latest: LatestByStage; lost: string[] } {
  const next: LatestByStage = {};
  const leaving = new Set(leave);
  // `countOf` counts the stage's deals that have an update (`pipe:<stage>:upd`).
  const shortened = new Set<string>();
  for (const [stage, list] of Object.entries(latest)) {
    const kept = list.filter((entry) => !leaving.has(entry.id));
    if (kept.length < list.length) shortened.add(stage);
    next[stage] = kept;
  }
  const entering = new Map<string, StageUpdate[]>();
  for (const { stage, id, at } of enter)
    entering.set(stage, [...(entering.get(stage) ?? []), { id, at: new Date(at) }]);
  for (const [stage, entries] of entering) {
    const ids = new Set(entries.map((entry) => entry.id));
    const list = (next[stage] ?? []).filter((entry) => !ids.has(entry.id));
    // Deals of the stage (with an update) in neither the list nor this change: where they sort is unknown.
    const unknown = countOf(stage) - list.length - entries.length;
    const last = list.at(-1);
    for (const entry of entries) {
      if (unknown <= 0 || (last && newestUpdateFirst(entry, last) <= 0)) list.push(entry);
    }
    list.sort(newestUpdateFirst);
    next[stage] = list.slice(0, LATEST_PER_STAGE);
  }
  const lost: string[] = [];
  for (const [stage, list] of Object.entries(next)) {
    if (list.length > 0 && countOf(stage) > 0) continue;
    delete next[stage];
    if (countOf(stage) > 0 && shortened.has(stage)) lost.push(stage);
  }
  return { latest: next, lost };
}

/** Per-stage latest lists built from deals one at a time (recompute, repair of a lost list). */
export function createLatestLists() {
  const lists: LatestByStage = {};
  return {
    add(deal: Pick<RollupDeal, '_id' | 'stage' | 'stageLastUpdated'>): void {
      const update = stageUpdateOf(deal as RollupDeal);
      if (!update) return;
      const list = (lists[update.stage] ??= []);
      const last = list.at(-1);
      if (list.length >= LATEST_PER_STAGE && last && newestUpdateFirst({ id: update.id, at: update.at }, last) >= 0)
        return;
      list.push({ id: update.id, at: update.at });
      list.sort(newestUpdateFirst);
      if (list.length > LATEST_PER_STAGE) list.pop();
    },
    lists: () => lists,
  };
}

/** The latest update of each stage (the pipeline header's `lastStageUpdate`). */
export function latestOf(latest: LatestByStage | undefined): Record<string, Date> {
  return Object.fromEntries(
    Object.entries(latest ?? {})
      .filter(([, list]) => list.length > 0)
      .map(([stage, list]) => [unpart(stage), new Date(list[0]!.at)]),
  );
}

/** Figures read back from counters (amounts in currency units). */
export type DealFigures = {
  count: number;
  amount: number;
  byStatus: Record<string, number>;
  byStage: Record<string, { count: number; amount: number }>;
  byPropertyType: Record<string, { count: number; amount: number }>;
  byDealType: Record<string, { count: number; amount: number }>;
  /** Deals created per UTC day (yyyy-mm-dd). */
  createdByDay: Record<string, number>;
  /** Loan amount created per UTC month (yyyy-mm). */
  amountByMonth: Record<string, number>;
  /** Global rollup: deals per owner (user id). */
  byOwner: Record<string, number>;
  /** User rollup: stage changes in their deals' histories. */
  stageChanges: number;
};

/** Decodes a rollup's counters. */
export function figuresOf(counters: Counters): DealFigures {
  const figures: DealFigures = {
    count: counters.n ?? 0,
    amount: (counters.amount ?? 0) / 100,
    byStatus: {},
    byStage: {},
    byPropertyType: {},
    byDealType: {},
    createdByDay: {},
    amountByMonth: {},
    byOwner: {},
    stageChanges: counters.changes ?? 0,
  };
  for (const [key, value] of Object.entries(counters)) {
    const [kind, name = '', field] = key.split(':');
    const label = unpart(name);
    if (kind === 'status') figures.byStatus[label] = value;
    else if (kind === 'day') figures.createdByDay[label] = value;
    else if (kind === 'month') figures.amountByMonth[label] = value / 100;
    else if (kind === 'owner') figures.byOwner[label] = value;
    else if (kind === 'stage' || kind === 'type' || kind === 'dtype') {
      const table = kind === 'stage' ? figures.byStage : kind === 'type' ? figures.byPropertyType : figures.byDealType;
      const row = (table[label] ??= { count: 0, amount: 0 });
      if (field === 'n') row.count = value;
      else row.amount = value / 100;
    }
  }
  return figures;
}

/** The pipeline's stage headers a rollup holds (its `pipe:` counters and latest lists). */
export function pipelineFromRollup(rollup: Pick<RollupRecord, 'counters' | 'latest'> | null): DealPipeline {
  const stages = new Map<string, StageTally>();
  const latest = latestOf(rollup?.latest);
  for (const [key, value] of Object.entries(rollup?.counters ?? {})) {
    const [kind, name = '', field, type] = key.split(':');
    if (kind !== 'pipe') continue;
    const stage = unpart(name);
    let tally = stages.get(stage);
    if (!tally) {
      tally = { count: 0, cents: 0, types: new Map(), lastStageUpdate: latest[stage] ?? null };
      stages.set(stage, tally);
    }
    if (field === 'n') tally.count = value;
    else if (field === 'amount') tally.cents = value;
    else if (field === 'type' && type !== undefined) tally.types.set(unpart(type), value);
  }
  return pipelineOf(stages);
}

/** Whether a stored rollup holds the same figures and recent list as a recomputed one. */
export function sameRollup(
  a: Pick<RollupRecord, 'counters' | 'recent' | 'latest' | 'newest'>,
  b: Pick<RollupRecord, 'counters' | 'recent' | 'latest' | 'newest'>,
): boolean {
  const ca = pruned(a.counters ?? {});
  const cb = pruned(b.counters ?? {});
  const keys = new Set([...Object.keys(ca), ...Object.keys(cb)]);
  for (const key of keys) if (ca[key] !== cb[key]) return false;
  // A latest list may hold fewer entries than a recomputation (the start of the same order): the
  // figure shown, each stage's latest update, must be the same.
  const la = latestOf(a.latest);
  const lb = latestOf(b.latest);
  const stages = new Set([...Object.keys(la), ...Object.keys(lb)]);
  for (const stage of stages) if (la[stage]?.getTime() !== lb[stage]?.getTime()) return false;
  if (!sameNewestLists(a.newest, b.newest)) return false;
  const ra = (a.recent ?? []).map(recentKey);
  const rb = (b.recent ?? []).map(recentKey);
  return ra.length === rb.length && ra.every((value, i) => value === rb[i]);
}

/**
 * Newest lists agree when one is the start of the other (deletions shorten a stored list) and the
 * shorter still serves the lists' default first page (51 rows), so the repair fills again a list
 * deletions wore down, and rewrites one that holds a wrong deal.
 */
function sameNewestLists(a: NewDeal[] | undefined, b: NewDeal[] | undefined): boolean {
  // A rollup without a list (no deals in its scope any more, or built before lists existed)
  // agrees only with an empty one.
  if (a === undefined || b === undefined) return (a ?? []).length === 0 && (b ?? []).length === 0;
  const key = (deal: NewDeal) => `${deal.id}@${new Date(deal.at).getTime()}`;
  const shorter = Math.min(a.length, b.length);
  if (shorter < Math.max(a.length, b.length) && shorter < NEWEST_SERVES_DEFAULT_PAGE) return false;
  for (let i = 0; i < shorter; i++) if (key(a[i]!) !== key(b[i]!)) return false;
  return true;
}

/** The rows the lists' default first page reads (50 and one to tell whether more follow). */
const NEWEST_SERVES_DEFAULT_PAGE = 51;

const recentKey = (change: RecentStageChange) =>
  JSON.stringify([change.key, change.dealId, change.dealName, change.from, change.to, new Date(change.at).getTime()]);
