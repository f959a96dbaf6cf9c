import type { Analytics } from '@portal/contracts';
import type { Clock } from '../../infra/clock';
import type { AnalyticsRepository } from './repository';

const WINDOW_MS = 30 * 24 * 3600 * 1000;
const TOP_USERS = 10;

/** The admin overview's figures (spec §3), computed by the database, never by loading every deal. */
export function createAnalyticsService({ figures, clock }: { figures: AnalyticsRepository; clock: Clock }) {
  return {
    /** Users (total, active in 30 days, admins), deals (count, value, by status), activity and top creators. */
    async compute(): Promise<Analytics> {
      const since = new Date(clock.now().getTime() - WINDOW_MS);
      const [users, deals, documents, totalValue, statusRows, topRows] = await Promise.all([
        figures.countUsers(since),
        figures.countDeals(since),
        figures.countDocuments(since),
        figures.totalLoanAmount(),
        figures.dealsByStatus(),
        figures.topCreators(TOP_USERS),
      ]);

      const byStatus: Record<string, number> = {};
      for (const row of statusRows) {
        const status = row._id || 'Open'; // no status reads as Open
        byStatus[status] = (byStatus[status] ?? 0) + row.count;
      }
      const names = new Map(
        (await figures.userNames(topRows.map((row) => row._id))).map((u) => [u._id, u.name || u.username]),
      );

      return {
        users,
        deals: { total: deals.total, totalValue, byStatus },
        overview: { totalActivity: deals.total + documents.total, recentActivity: deals.recent + documents.recent },
        performance: {
          topUsers: topRows.map((row) => ({
            id: row._id,
            name: names.get(row._id) ?? 'Unknown User',
            dealsCount: row.dealsCount,
          })),
        },
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
