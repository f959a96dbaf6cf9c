import type { StrictServer } from '../../http/strict';
import type { Backlog } from './service';

/** The background backlog for the admin's overview (the same figures as the gauges on /metrics). */
export function createBacklogHandlers({ backlog }: { backlog: Backlog }) {
  return {
    async getBacklog() {
      const { jobs, outbox, ghlPushes, checkedAt } = await backlog.snapshot();
      return { status: 200, body: { jobs, outbox, ghlPushes, checkedAt: checkedAt.toISOString() } };
    },
  } satisfies Pick<StrictServer, 'getBacklog'>;
}
