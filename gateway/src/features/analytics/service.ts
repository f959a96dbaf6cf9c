import type { Analytics, DealsSummary, FigureRow } from '@portal/contracts';
import type { Clock } from '../../infra/clock';
import type { AnalyticsRepository } from './repository';
import {
  countSince,
  daysKey,
  DOCUMENTS_KEY,
  OWNERS_KEY,
  figuresOf,
  GLOBAL_KEY,
  USERS_KEY,
  userKey,
  type DealFigures,
} from './rollupMath';
import { type Rollups } from './rollups';

const WINDOW_MS = 30 * 24 * 3600 * 1000;

/** Rows of a figures table, most deals first; '' (deals without one) reads as null. */
function rows(table: Record<string, { count: number; amount: number }>): FigureRow[] {
  return Object.entries(table)
    .filter(([, row]) => row.count > 0)
    .map(([name, row]) => ({ name: name === '' ? null : name, count: row.count, loanAmount: row.amount }))
    .sort((a, b) => b.count - a.count || String(a.name).localeCompare(String(b.name)));
}
const TOP_USERS = 10;

/** Deals created on or after the UTC day of `since` (the rollups count creations per day). */
export function createdSince(figures: DealFigures, since: Date): number {
  const first = since.toISOString().slice(0, 10);
  let count = 0;
  for (const [day, n] of Object.entries(figures.createdByDay)) if (day >= first) count += n;
  return count;
}

/**
 * The admin overview's figures (docs/product.md#records-and-fields). Deals come from the `global`
 * rollup, their owners from
 * `global:owners` and the recent creations from the one to three `global:days:<month>` rollups the
 * 30-day window touches; users and documents from theirs, each read by `_id`: the cost does not
 * grow with the number of deals, users or documents. The top creators' names are read one `_id`
 * each, in parallel: FerretDB on SQLite serves only a lone `_id` equality from its primary key, so
 * one `$in` would read every user.
 */
export function createAnalyticsService({
  figures,
  rollups,
  clock,
}: {
  figures: AnalyticsRepository;
  rollups: Pick<Rollups, 'read'>;
  clock: Clock;
}) {
  /** The figures of one rollup, read by `_id`. */
  async function summary(key: string): Promise<DealsSummary> {
    const rollup = await rollups.read(key);
    const deals = figuresOf(rollup?.counters ?? {});
    return {
      total: deals.count,
      active: deals.count - (deals.byStatus.Closed ?? 0),
      totalLoanAmount: deals.amount,
      byStatus: deals.byStatus,
      byStage: rows(deals.byStage),
      byPropertyType: rows(deals.byPropertyType),
      byDealType: rows(deals.byDealType),
      recentStageChanges: (rollup?.recent ?? []).map((change) => ({
        id: change.id,
        dealId: change.dealId,
        dealName: change.dealName,
        from: change.from,
        to: change.to,
        at: new Date(change.at).toISOString(),
      })),
    };
  }

  return {
    /** A member's own figures (the home page and their deals dashboard), from their rollup. */
    summaryOf(userId: string): Promise<DealsSummary> {
      return summary(userKey(userId));
    },

    /** The admin deals dashboard's figures: every deal (the global rollup), or one member's. */
    summaryForAdmin(userId: string | undefined): Promise<DealsSummary> {
      return summary(userId ? userKey(userId) : GLOBAL_KEY);
    },

    /** Users (total, active in 30 days, admins), deals (count, value, by status), activity and top creators. */
    async compute(): Promise<Analytics> {
      const since = new Date(clock.now().getTime() - WINDOW_MS);
      // The months the window touches: their day counters are all the recent figure needs.
      const months: string[] = [];
      for (let month = since.toISOString().slice(0, 7); month <= clock.now().toISOString().slice(0, 7);) {
        months.push(month);
        const [year, number] = month.split('-').map(Number) as [number, number];
        month = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
      }
      const [rollup, usersRollup, documentsRollup, ownersRollup, ...dayRollups] = await Promise.all([
        rollups.read(GLOBAL_KEY),
        rollups.read(USERS_KEY),
        rollups.read(DOCUMENTS_KEY),
        rollups.read(OWNERS_KEY),
        ...months.map((month) => rollups.read(daysKey(month))),
      ]);
      const deals = figuresOf(
        Object.assign({}, rollup?.counters, ownersRollup?.counters, ...dayRollups.map((days) => days?.counters)),
      );
      const userCounts = usersRollup?.counters ?? {};
      const documentCounts = documentsRollup?.counters ?? {};
      const users = {
        total: userCounts.n ?? 0,
        active: countSince(userCounts, 'login', since),
        admins: userCounts.admins ?? 0,
        pending: Math.max(0, (userCounts.n ?? 0) - (userCounts.whitelisted ?? 0)),
      };
      const documents = { total: documentCounts.n ?? 0, recent: countSince(documentCounts, 'day', since) };
      const recentDeals = createdSince(deals, since);
      const top = Object.entries(deals.byOwner)
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
        .slice(0, TOP_USERS);
      const names = new Map((await figures.userNames(top.map(([id]) => id))).map((u) => [u._id, u.name || u.username]));

      return {
        users,
        deals: { total: deals.count, totalValue: deals.amount, byStatus: deals.byStatus },
        overview: { totalActivity: deals.count + documents.total, recentActivity: recentDeals + documents.recent },
        performance: {
          topUsers: top.map(([id, dealsCount]) => ({ id, name: names.get(id) ?? 'Unknown User', dealsCount })),
        },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
