import type { Clock } from '../../infra/clock';
import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { definePeriodicJob, type PeriodicRuns } from '../../infra/periodicRuns';
import type { SessionRepository } from './sessionRepository';

export const SESSION_PURGE_JOB = 'purge-expired-sessions';
/** Tokens live hours, so an hourly sweep keeps the collection to about a day's sign-ins. */
export const SESSION_PURGE_INTERVAL = '1 hour';

/**
 * Every sign-in stores a session; without a sweep the collection grows for ever. A recurring job
 * deletes the expired ones (one schedule in the database, and one run per hour across instances).
 */
export function createSessionPurge(deps: {
  sessions: SessionRepository;
  jobs: JobQueue;
  runs: PeriodicRuns;
  clock: Clock;
  log: Logger;
}) {
  async function purge(): Promise<number> {
    const removed = await deps.sessions.purgeExpired(deps.clock.now());
    if (removed > 0) deps.log.info({ removed }, 'expired sessions purged');
    return removed;
  }

  const job = definePeriodicJob(deps, { name: SESSION_PURGE_JOB, interval: SESSION_PURGE_INTERVAL, work: purge });

  return {
    purge,
    /** The scheduled run: one per hour across all instances (see PeriodicRuns); false when another instance had it. */
    runScheduled: async (): Promise<boolean> => (await job.runScheduled()) !== null,
    /** Registers the hourly run; the first is due at once. Call after the queue starts. */
    schedule: job.schedule,
  };
}

export type SessionPurge = ReturnType<typeof createSessionPurge>;
