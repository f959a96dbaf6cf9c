import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { StaleThresholdService } from './service';

/** The admins' Settings card of stale-deal thresholds. */
export function createStaleThresholdHandlers({ thresholds }: { thresholds: StaleThresholdService }) {
  return {
    async getStaleThresholds() {
      return { status: 200, body: await thresholds.get() };
    },

    async saveStaleThresholds({ body }) {
      const result = await thresholds.save(body);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async resetStaleThresholds() {
      return { status: 200, body: await thresholds.reset() };
    },
  } satisfies Pick<StrictServer, 'getStaleThresholds' | 'saveStaleThresholds' | 'resetStaleThresholds'>;
}
