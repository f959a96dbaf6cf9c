import type { Clock } from '../../infra/clock';
import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { intervalMs, type PeriodicRuns } from '../../infra/periodicRuns';
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

  /** The scheduled run: one per hour across all instances (see PeriodicRuns); false when another instance had it. */
  async function runScheduled(): Promise<boolean> {
    if (!(await deps.runs.claim(SESSION_PURGE_JOB, intervalMs(SESSION_PURGE_INTERVAL)))) return false;
    await purge();
    return true;
  }

  deps.jobs.define(
    SESSION_PURGE_JOB,
    async () => {
      await runScheduled();
    },
    { concurrency: 1, retries: 0 },
  );

  return {
    purge,
    runScheduled,
    /** Registers the hourly run; the first is due at once. Call after the queue starts. */
    schedule: () => deps.jobs.every(SESSION_PURGE_INTERVAL, SESSION_PURGE_JOB),
  };
}

export type SessionPurge = ReturnType<typeof createSessionPurge>;
