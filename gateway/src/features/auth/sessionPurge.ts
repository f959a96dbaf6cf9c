import type { Clock } from '../../infra/clock';
import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import type { SessionRepository } from './sessionRepository';

export const SESSION_PURGE_JOB = 'purge-expired-sessions';
/** Tokens live hours, so an hourly sweep keeps the collection to about a day's sign-ins. */
export const SESSION_PURGE_INTERVAL = '1 hour';

/**
 * Every sign-in stores a session; without a sweep the collection grows for ever. A recurring job
 * deletes the expired ones (one schedule in the database, shared by every gateway instance).
 */
export function createSessionPurge(deps: { sessions: SessionRepository; jobs: JobQueue; clock: Clock; log: Logger }) {
  async function purge(): Promise<number> {
    const removed = await deps.sessions.purgeExpired(deps.clock.now());
    if (removed > 0) deps.log.info({ removed }, 'expired sessions purged');
    return removed;
  }

  deps.jobs.define(
    SESSION_PURGE_JOB,
    async () => {
      await purge();
    },
    { concurrency: 1, retries: 0 },
  );

  return {
    purge,
    /** Registers the hourly run; the first is due at once. Call after the queue starts. */
    schedule: () => deps.jobs.every(SESSION_PURGE_INTERVAL, SESSION_PURGE_JOB),
  };
}

export type SessionPurge = ReturnType<typeof createSessionPurge>;
