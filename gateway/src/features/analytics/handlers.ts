import type { StrictServer } from '../../http/strict';
import type { AnalyticsService } from './service';

export function createAnalyticsHandlers({ analytics }: { analytics: AnalyticsService }) {
  return {
    async getAnalytics() {
      return { status: 200, body: await analytics.compute() };
    },

    async getMyDealsSummary(_request, { user }) {
      return { status: 200, body: await analytics.summaryOf(user.id) };
    },

    async getAllDealsSummary({ query }) {
      return { status: 200, body: await analytics.summaryForAdmin(query.userId) };
    },
  } satisfies Pick<StrictServer, 'getAnalytics' | 'getMyDealsSummary' | 'getAllDealsSummary'>;
}
