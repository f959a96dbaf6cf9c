import { randomUUID } from 'node:crypto';
import { matchProperty, propertyKeys, type DuplicateFlagSource, type PropertyIdentity } from '@portal/contracts';
import type { Clock } from '../../infra/clock';
import { createKeyedMutex } from '../../infra/keyedMutex';
import type { Logger } from '../../infra/logger';
import type { ActivityRepository } from '../activity/repository';
import type { DealRecord } from '../deals/model';
import type { DealRepository } from '../deals/repository';
import type { DuplicateFlagRecord, FlagDealSnapshot, FlagMatchRecord } from './records';
import type { DuplicateRepository } from './repository';
import type { DuplicateSettingsStore } from './settings';

const DAY_MS = 24 * 3600 * 1000;
/** Deals the sweep checks per run: a bounded batch, the rest on the next run. */
export const SWEEP_BATCH = 50;

/** What an admin's flag keeps of a deal, to name it after it is gone. */
export function snapshotOf(deal: DealRecord): FlagDealSnapshot {
  return {
    dealId: deal._id,
    dealNumber: deal.dealId,
    userId: deal.userId,
    propertyName: deal.propertyName ?? null,
    propertyAddress: deal.propertyAddress ?? null,
    propertyState: deal.propertyState ?? null,
    ghlOpportunityId: deal.ghlOpportunityId ?? null,
    createdAt: deal.createdAt,
  };
}

/** Whether a deal still counts as a match: open, or closed within the window (by when it last changed). */
export function stillCounts(deal: DealRecord, closedWithinDays: number, now: Date): boolean {
  if (deal.deletingSince) return false;
  if (deal.status !== 'Closed') return true;
  const closedAt = new Date(deal.stageLastUpdated ?? deal.updatedAt).getTime();
  return now.getTime() - closedAt <= closedWithinDays * DAY_MS;
}

/**
 * The duplicate check (docs/duplicates-and-fees.md): a deal's property keys are indexed, the
 * deals sharing one are compared with matchProperty, and a match raises (or widens) the flag of
 * the deal that was written. Admins alone read flags; the owner's deal only reads
 * `possibleDuplicate`, and the timeline entry names no other deal.
 */
export function createDuplicateChecker(deps: {
  repository: DuplicateRepository;
  deals: DealRepository;
  activities: ActivityRepository;
  settings: DuplicateSettingsStore;
  clock: Clock;
  log: Logger;
}) {
  const perDeal = createKeyedMutex();

  /** The other deals that match `subject`, leaving out `exclude` and pairs an admin dismissed. */
  async function matchesOf(subject: PropertyIdentity, candidateIds: string[], exclude: string | null) {
    const { closedWithinDays } = await deps.settings.current();
    const now = deps.clock.now();
    const candidates = await deps.deals.findManyById(candidateIds.filter((id) => id !== exclude));
    const found: { deal: DealRecord; match: FlagMatchRecord }[] = [];
    for (const other of candidates) {
      if (!stillCounts(other, closedWithinDays, now)) continue;
      const reason = matchProperty(subject, other);
      if (!reason) continue;
      if (exclude && (await deps.repository.isDismissed(exclude, other._id))) continue;
      found.push({ deal: other, match: { dealId: other._id, reasons: [reason] } });
    }
    return found;
  }

  /** Opens a flag for the deal, or adds the new matches to its open one. */
  async function raise(
    deal: DealRecord,
    found: { deal: DealRecord; match: FlagMatchRecord }[],
    source: DuplicateFlagSource,
  ) {
    const open = deal.duplicateFlagId ? await deps.repository.findFlag(deal.duplicateFlagId) : null;
    if (open?.status === 'open') {
      const known = new Set(open.matches.map((match) => match.dealId));
      const added = found.filter(({ match }) => !known.has(match.dealId));
      if (added.length === 0) return;
      await deps.repository.updateFlag(open._id, {
        matches: [...open.matches, ...added.map(({ match }) => match)],
        snapshots: [...open.snapshots, ...added.map(({ deal: other }) => snapshotOf(other))],
      });
      return;
    }
    const now = deps.clock.now();
    const flagId = randomUUID();
    await deps.repository.insertFlag({
      _id: flagId,
      dealId: deal._id,
      matches: found.map(({ match }) => match),
      source,
      status: 'open',
      snapshots: [snapshotOf(deal), ...found.map(({ deal: other }) => snapshotOf(other))],
      createdAt: now,
      resolvedAt: null,
      resolvedBy: null,
      keptDealId: null,
    });
    await deps.deals.setDuplicateState(deal._id, { duplicateFlagId: flagId });
    // On the owner's timeline too, so it says nothing of the other deal: no changes, no link.
    await deps.activities.insert([
      {
        _id: randomUUID(),
        dealId: deal._id,
        kind: 'duplicateFlagged',
        actor: { id: null, name: 'System', role: 'system' },
        source: 'system',
        changes: [],
        document: null,
        commentId: null,
        createdAt: now,
      },
    ]);
  }

  /** Checks one deal now; serialised per deal so two checks of one deal raise one flag. */
  async function check(dealId: string, source: DuplicateFlagSource): Promise<void> {
    await perDeal.run(dealId, async () => {
      const deal = await deps.deals.findById(dealId);
      if (!deal || deal.deletingSince) return;
      const others = await deps.repository.index(deal._id, propertyKeys(deal));
      const found = await matchesOf(deal, others, deal._id);
      if (found.length > 0) await raise(deal, found, source);
      await deps.deals.setDuplicateState(deal._id, { duplicateCheck: null });
    });
  }

  /**
   * Open flags of other deals drop these deleted deals from their matches; a flag left with no
   * match goes, with its notice on the deal that raised it.
   */
  async function dropFromOpenFlags(deleted: Set<string>, candidates: DuplicateFlagRecord[]): Promise<void> {
    for (const found of candidates) {
      if (!found.matches.some((match) => deleted.has(match.dealId))) continue;
      // Under the raising deal's turn, so a check adding matches to this flag meanwhile is kept.
      await perDeal.run(found.dealId, async () => {
        const flag = await deps.repository.findFlag(found._id);
        if (flag?.status !== 'open') return;
        const matches = flag.matches.filter((match) => !deleted.has(match.dealId));
        if (matches.length === flag.matches.length) return;
        if (matches.length > 0) {
          const snapshots = flag.snapshots.filter((snapshot) => !deleted.has(snapshot.dealId));
          await deps.repository.updateFlag(flag._id, { matches, snapshots });
          return;
        }
        await deps.repository.deleteFlag(flag._id);
        const raisedBy = await deps.deals.findById(flag.dealId);
        if (raisedBy?.duplicateFlagId === flag._id)
          await deps.deals.setDuplicateState(flag.dealId, { duplicateFlagId: null });
      });
    }
  }

  return {
    check,

    /** Runs a check in the background (after an answer); a failure is logged and left to the sweep. */
    checkLater(dealId: string, source: DuplicateFlagSource): void {
      void check(dealId, source).catch((error: unknown) =>
        deps.log.warn({ err: error, dealId }, 'duplicate check failed; the sweep will retry it'),
      );
    },

    /** The portal deals matching a property not stored yet (a GHL opportunity before its import). */
    async matchesFor(subject: PropertyIdentity, exclude: string | null = null) {
      return matchesOf(subject, await deps.repository.dealsHolding(propertyKeys(subject)), exclude);
    },

    /** Puts a deal in the property-key index without checking it (the sample book's deals). */
    async indexOnly(deal: DealRecord): Promise<void> {
      await deps.repository.index(deal._id, propertyKeys(deal));
    },

    /**
     * A deal was deleted: out of the index, and the open flag it raised goes (nothing is left to
     * review). An open flag of another deal drops it from its matches, and goes with its notice
     * when no match is left. A flag a merge resolved stays, as the record of the merge.
     */
    async dealDeleted(dealId: string): Promise<void> {
      await deps.repository.unindex(dealId);
      await deps.repository.deleteOpenFlagsOfDeal(dealId);
      await dropFromOpenFlags(new Set([dealId]), await deps.repository.openFlagsMatching(dealId));
    },

    /** Takes deals out of the index and removes the flags they raised (the sample book's removal). */
    async forget(dealIds: string[]): Promise<void> {
      for (const id of dealIds) await deps.repository.unindex(id);
      await deps.repository.deleteFlagsOfDeals(dealIds);
      await dropFromOpenFlags(new Set(dealIds), await deps.repository.openFlags());
    },

    /** Finishes checks a stopped process left (deals still marked pending); answers how many ran. */
    async sweep(): Promise<number> {
      const pending = await deps.deals.pendingDuplicateChecks(SWEEP_BATCH);
      for (const deal of pending) await check(deal._id, deal.updatedAt > deal.createdAt ? 'edit' : 'create');
      return pending.length;
    },
  };
}

export type DuplicateChecker = ReturnType<typeof createDuplicateChecker>;
