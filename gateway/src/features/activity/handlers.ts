import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { ActivityService } from './service';

/** A deal's activity timeline. */
export function createActivityHandlers({ activities }: { activities: ActivityService }) {
  return {
    async listDealActivities({ params, query }, { user }) {
      const result = await activities.listForDeal(user, params.id, query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },
  } satisfies Pick<StrictServer, 'listDealActivities'>;
}
