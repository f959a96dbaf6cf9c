import type {
  DealCreator,
  DuplicateDeal,
  DuplicateFlag,
  DuplicateFlagPage,
  DuplicateFlagStatus,
  DuplicateMergeResult,
} from '@portal/contracts';
import type { AuthUser } from '../../http/context';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { CursorCodec, PageRequest } from '../../http/paging';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import { toDealCreator, toDealDto } from '../deals/dto';
import { DEAL_TEXT_FIELDS, type DealRecord } from '../deals/model';
import type { DealRepository } from '../deals/repository';
import type { HeldWork } from '../deals/service';
import type { StaleView } from '../staleDeals/staleness';
import type { UserRepository } from '../users/repository';
import { snapshotOf, type DuplicateChecker } from './checker';
import type { DuplicateFlagRecord, FlagDealSnapshot } from './records';
import type { DuplicateRepository } from './repository';

export const FLAG_NOT_FOUND = 'Duplicate flag not found';
export const FLAG_RESOLVED = 'This flag is already resolved';
export const DEAL_NOT_IN_FLAG = 'Both deals must belong to this flag';
export const SAME_DEAL = 'Choose two different deals to merge';
export const MERGE_DEAL_GONE = 'A deal of this flag no longer exists';

/** Fields a merge never fills from the merged deal: its GHL link is handled on its own. */
const NOT_FILLED = new Set(['ghlOpportunityId', 'ghlContactId', 'opportunityName']);
/** The optional figures a merge fills when the kept deal has none. */
const FILLED_FIGURES = [
  'loanAmount',
  'propertyState',
  'propertyValue',
  'netOperatingIncome',
  'loanPurpose',
  'totalProjectCost',
  'termMonths',
  'amortisationMonths',
  'interestOnlyMonths',
] as const;

const empty = (value: unknown) => value === null || value === undefined || value === '';

/** The kept deal's empty fields (and its fee, when it has none) with the merged deal's values. */
function fillsFrom(kept: DealRecord, merged: DealRecord): Partial<DealRecord> {
  const fills: Record<string, unknown> = {};
  for (const field of [...DEAL_TEXT_FIELDS, ...FILLED_FIGURES]) {
    if (NOT_FILLED.has(field)) continue;
    const mine = (kept as Record<string, unknown>)[field];
    const theirs = (merged as Record<string, unknown>)[field];
    if (empty(mine) && !empty(theirs)) fills[field] = theirs;
  }
  // A broker fee recorded on the merged deal only follows it (docs/duplicates-and-fees.md#fees).
  if (!kept.hasFee && merged.hasFee && merged.fee) Object.assign(fills, { fee: merged.fee, hasFee: true });
  return fills as Partial<DealRecord>;
}

export type DuplicateServiceDeps = {
  repository: DuplicateRepository;
  checker: DuplicateChecker;
  deals: DealRepository;
  users: UserRepository;
  cursors: CursorCodec;
  clock: Clock;
  log: Logger;
  staleView: () => Promise<StaleView>;
  /** Removes a deal through the path DELETE takes (deals/service.ts removeAny). */
  removeDeal: (id: string) => Promise<boolean>;
  /** Each of these moves one kind of a deal's records to another deal and answers how many moved. */
  move: {
    documents: (from: string, to: string) => Promise<number>;
    comments: (from: string, to: string) => Promise<number>;
    checklistReviews: (from: string, to: string) => Promise<number>;
    activities: (from: string, to: string) => Promise<number>;
    submissionsAndQuotes: (from: string, to: string) => Promise<{ submissions: number; quotes: number }>;
  };
  ghl: {
    /** Points the opportunity's link at another deal. */
    relink: (opportunityId: string, dealId: string) => Promise<void>;
    /** The held push of a deal (ghl/push.ts preparePush); released once the link is stored. */
    preparePush: (dealId: string) => Promise<HeldWork | undefined>;
  };
  /** The kept deal's dealMerged timeline entry and both owners' notifications (activity/recorder.ts). */
  recordMerge: (
    kept: DealRecord,
    merged: DealRecord,
    user: AuthUser,
    notices: { recipientId: string; deal: DealRecord | null; title: string; message: string }[],
  ) => Promise<void>;
};

/** The admins' side of duplicate detection: the flags, dismissing one, merging two deals. */
export function createDuplicateService(deps: DuplicateServiceDeps) {
  const dealName = (deal: DealRecord) => deal.propertyName || deal.opportunityName || deal.dealId;

  function toDuplicateDeal(
    id: string,
    deal: DealRecord | undefined,
    snapshot: FlagDealSnapshot | undefined,
    owners: Map<string, DealCreator>,
  ): DuplicateDeal {
    const known = deal ? snapshotOf(deal) : snapshot;
    return {
      id,
      dealId: known?.dealNumber ?? null,
      propertyName: known?.propertyName ?? null,
      propertyAddress: known?.propertyAddress ?? null,
      propertyState: known?.propertyState ?? null,
      status: deal ? deal.status || 'Open' : null,
      stage: deal ? (deal.stage ?? null) : null,
      owner: known ? (owners.get(known.userId) ?? null) : null,
      ghlOpportunityId: known?.ghlOpportunityId ?? null,
      createdAt: known ? new Date(known.createdAt).toISOString() : null,
      exists: deal !== undefined,
    };
  }

  /** The contract's flags, with their deals and owners read once for all of them. */
  async function toFlags(records: DuplicateFlagRecord[]): Promise<DuplicateFlag[]> {
    const ids = [...new Set(records.flatMap((flag) => [flag.dealId, ...flag.matches.map((match) => match.dealId)]))];
    const deals = new Map((await deps.deals.findManyById(ids)).map((deal) => [deal._id, deal]));
    const snapshots = new Map(records.flatMap((flag) => flag.snapshots.map((snap) => [snap.dealId, snap] as const)));
    const ownerIds = [
      ...new Set(ids.map((id) => deals.get(id)?.userId ?? snapshots.get(id)?.userId).filter(Boolean) as string[]),
    ];
    const owners = new Map((await deps.users.findManyByIds(ownerIds)).map((user) => [user._id, toDealCreator(user)]));
    const describe = (id: string) => toDuplicateDeal(id, deals.get(id), snapshots.get(id), owners);
    return records.map((flag) => ({
      id: flag._id,
      deal: describe(flag.dealId),
      matches: flag.matches.map((match) => ({ deal: describe(match.dealId), reasons: match.reasons })),
      source: flag.source,
      status: flag.status,
      createdAt: new Date(flag.createdAt).toISOString(),
      resolvedAt: flag.resolvedAt ? new Date(flag.resolvedAt).toISOString() : null,
      resolvedBy: flag.resolvedBy,
      keptDealId: flag.keptDealId,
    }));
  }

  async function toFlag(record: DuplicateFlagRecord): Promise<DuplicateFlag> {
    return (await toFlags([record]))[0]!;
  }

  /** Takes the flag's notice off the deal that raised it, when it is still this flag's. */
  async function clearNotice(flag: DuplicateFlagRecord): Promise<void> {
    const deal = await deps.deals.findById(flag.dealId);
    if (deal?.duplicateFlagId === flag._id) await deps.deals.setDuplicateState(deal._id, { duplicateFlagId: null });
  }

  /**
   * Moves the merged deal's GHL opportunity to the kept deal when that has none (one push of the
   * kept deal); otherwise the merged deal keeps it, and its removal applies the delete policy once.
   */
  async function takeOverOpportunity(kept: DealRecord, merged: DealRecord): Promise<Partial<DealRecord>> {
    const opportunityId = merged.ghlOpportunityId;
    if (!opportunityId || kept.ghlOpportunityId) return {};
    const link = {
      ghlOpportunityId: opportunityId,
      ghlContactId: merged.ghlContactId ?? null,
      opportunityName: merged.opportunityName ?? null,
    };
    // Unlinked first, so removing the merged deal applies no delete policy to the opportunity.
    await deps.deals.setGhlLink(merged._id, { ghlOpportunityId: null, ghlContactId: null, opportunityName: null });
    await deps.ghl.relink(opportunityId, kept._id);
    await deps.deals.setGhlLink(kept._id, link);
    return link;
  }

  return {
    /** A page of flags of one status (open by default), newest first. */
    async list(
      request: PageRequest & { status?: DuplicateFlagStatus },
    ): Promise<Result<DuplicateFlagPage, DomainError<'validation'>>> {
      const status = request.status ?? 'open';
      const scope = { list: 'admin/duplicates', filter: { status } };
      const position = deps.cursors.position(scope, request);
      if (!position.ok) return position;
      const { rows, total } = await deps.repository.listPage(status, position.value);
      const shown = rows.slice(0, position.value.limit);
      const flags = new Map((await toFlags(shown)).map((flag) => [flag.id, flag]));
      return ok(deps.cursors.page(scope, position.value, rows, total, (row) => flags.get(row._id)!));
    },

    /** Resolves a flag as not a duplicate: its pairs are remembered, so a later edit does not flag them again. */
    async dismiss(
      user: AuthUser,
      id: string,
    ): Promise<Result<DuplicateFlag, DomainError<'notFound'> | DomainError<'conflict'>>> {
      const flag = await deps.repository.findFlag(id);
      if (!flag) return fail('notFound', FLAG_NOT_FOUND);
      if (flag.status !== 'open') return fail('conflict', FLAG_RESOLVED);
      const now = deps.clock.now();
      for (const match of flag.matches) await deps.repository.dismissPair(flag.dealId, match.dealId, now);
      const resolved = await deps.repository.resolveFlag(id, {
        status: 'dismissed',
        resolvedAt: now,
        resolvedBy: user.username,
        keptDealId: null,
      });
      if (!resolved) return fail('conflict', FLAG_RESOLVED);
      await clearNotice(flag);
      return ok(await toFlag((await deps.repository.findFlag(id))!));
    },

    /**
     * Merges two deals of a flag: the merged deal's records move to the kept deal, its fields fill
     * the kept deal's empty ones, its GHL opportunity is taken over or left to the delete policy,
     * and it is removed through the path DELETE takes (rollups, counts and timeline stay exact).
     */
    async merge(
      user: AuthUser,
      id: string,
      body: { keepDealId: string; mergeDealId: string },
    ): Promise<
      Result<DuplicateMergeResult, DomainError<'notFound'> | DomainError<'conflict'> | DomainError<'validation'>>
    > {
      const flag = await deps.repository.findFlag(id);
      if (!flag) return fail('notFound', FLAG_NOT_FOUND);
      if (flag.status !== 'open') return fail('conflict', FLAG_RESOLVED);
      const { keepDealId, mergeDealId } = body;
      if (keepDealId === mergeDealId) {
        return fail('validation', SAME_DEAL, [{ field: 'body.mergeDealId', message: SAME_DEAL }]);
      }
      const inFlag = new Set([flag.dealId, ...flag.matches.map((match) => match.dealId)]);
      for (const [field, dealId] of [
        ['keepDealId', keepDealId],
        ['mergeDealId', mergeDealId],
      ] as const) {
        if (!inFlag.has(dealId))
          return fail('validation', DEAL_NOT_IN_FLAG, [{ field: `body.${field}`, message: DEAL_NOT_IN_FLAG }]);
      }
      const [kept, merged] = await Promise.all([deps.deals.findById(keepDealId), deps.deals.findById(mergeDealId)]);
      if (!kept || !merged || kept.deletingSince || merged.deletingSince) return fail('notFound', MERGE_DEAL_GONE);
      // Claimed first: of two merges at once, one goes on.
      const now = deps.clock.now();
      const claimed = await deps.repository.resolveFlag(id, {
        status: 'merged',
        resolvedAt: now,
        resolvedBy: user.username,
        keptDealId: kept._id,
      });
      if (!claimed) return fail('conflict', FLAG_RESOLVED);

      const documents = await deps.move.documents(merged._id, kept._id);
      const comments = await deps.move.comments(merged._id, kept._id);
      const checklistReviews = await deps.move.checklistReviews(merged._id, kept._id);
      const activities = await deps.move.activities(merged._id, kept._id);
      const { submissions, quotes } = await deps.move.submissionsAndQuotes(merged._id, kept._id);

      const fills = fillsFrom(kept, merged);
      if (Object.keys(fills).length > 0) await deps.deals.update(kept._id, { ...fills, updatedAt: now });
      const link = await takeOverOpportunity(kept, merged);
      if (link.ghlOpportunityId) {
        const held = await deps.ghl.preparePush(kept._id);
        await held
          ?.release()
          .catch((error: unknown) =>
            deps.log.warn({ err: error, dealId: kept.dealId }, 'GHL push after a merge left to its hold'),
          );
      }
      await deps.removeDeal(merged._id);
      await deps.repository.unindex(merged._id);
      await clearNotice(flag);
      if (kept.duplicateFlagId && kept.duplicateFlagId !== flag._id) {
        // The kept deal's own flag may name the merged deal alone: nothing is left to review there.
        const own = await deps.repository.findFlag(kept.duplicateFlagId);
        if (own?.status === 'open' && own.matches.every((match) => match.dealId === merged._id)) {
          await deps.repository.resolveFlag(own._id, {
            status: 'merged',
            resolvedAt: now,
            resolvedBy: user.username,
            keptDealId: kept._id,
          });
          await deps.deals.setDuplicateState(kept._id, { duplicateFlagId: null });
        }
      }

      const after = (await deps.deals.findById(kept._id)) ?? kept;
      const sameOwner = kept.userId === merged.userId;
      await deps.recordMerge(after, merged, user, [
        {
          recipientId: kept.userId,
          deal: after,
          title: `A duplicate was merged into ${after.dealId}`,
          message: sameOwner
            ? `An admin merged your deal ${merged.dealId} into ${dealName(after)} (${after.dealId}).`
            : `An admin merged a duplicate of this property into your deal ${dealName(after)} (${after.dealId}).`,
        },
        ...(sameOwner
          ? []
          : [
              {
                recipientId: merged.userId,
                deal: null,
                title: `Your deal ${merged.dealId} was merged`,
                message: `An admin merged your deal ${merged.dealId} into another deal for the same property.`,
              },
            ]),
      ]);
      deps.log.info({ kept: after.dealId, merged: merged.dealId, flagId: id }, 'duplicate deals merged');
      const view = await deps.staleView();
      const [owner] = await deps.users.findManyByIds([after.userId]);
      return ok({
        deal: toDealDto(after, view, owner ? toDealCreator(owner) : null),
        flag: await toFlag((await deps.repository.findFlag(id))!),
        moved: { documents, comments, checklistReviews, activities, submissions, quotes },
      });
    },

    /** The deals already in the portal whose property matches these fields (a GHL import's offer). */
    async matchesFor(subject: Parameters<DuplicateChecker['matchesFor']>[0], exclude: string | null = null) {
      const found = await deps.checker.matchesFor(subject, exclude);
      const owners = new Map(
        (await deps.users.findManyByIds([...new Set(found.map(({ deal }) => deal.userId))])).map((user) => [
          user._id,
          toDealCreator(user),
        ]),
      );
      return found.map(({ deal, match }) => ({
        deal: toDuplicateDeal(deal._id, deal, undefined, owners),
        reasons: match.reasons,
      }));
    },

    /** One deal as a match of the given reason, with its owner. */
    async describe(deal: DealRecord, reason: 'address' | 'name') {
      const owners = new Map(
        (await deps.users.findManyByIds([deal.userId])).map((user) => [user._id, toDealCreator(user)]),
      );
      return { deal: toDuplicateDeal(deal._id, deal, undefined, owners), reasons: [reason] };
    },
  };
}

export type DuplicateService = ReturnType<typeof createDuplicateService>;
