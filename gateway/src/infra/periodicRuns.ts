import type { Connection } from 'mongoose';
import type { JobQueue } from './jobs';
import { isDuplicateKey } from './mongoErrors';

/** The collection of recurring-job runs already claimed (`_id` = `<job>@<period start>`). */
export const JOB_RUNS_COLLECTION = 'jobruns';

export type JobRunRecord = { _id: string; job: string; periodStart: Date; claimedAt: Date };

const UNIT_MS: Record<string, number> = {
  ms: 1,
  millisecond: 1,
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
};

/** '10 minutes', '1 hour', '30 seconds', '500 ms' → milliseconds (the forms the config accepts). */
export function intervalMs(interval: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|milliseconds?|seconds?|minutes?|hours?|days?)$/i.exec(interval.trim());
  if (!match) throw new Error(`not an interval: ${interval}`);
  const unit = match[2]!.toLowerCase().replace(/s$/, '');
  return Math.max(1, Math.round(Number(match[1]) * UNIT_MS[unit === 'm' ? 'ms' : unit]!));
}

/**
 * Once per period across all gateway instances, for recurring jobs. Agenda keeps one schedule in
 * the database, but its lock is a read-then-write on FerretDB, so two instances can both start the
 * same run. Each run therefore first inserts `<job>@<period start>` (periods are fixed slices of
 * the interval since the epoch); the insert succeeds for exactly one instance per period, on
 * MongoDB and FerretDB alike, and every other start of that period does nothing. Periods follow
 * the wall clock (like leases), not the injectable clock that dates records.
 */
export function createPeriodicRuns(db: Connection) {
  const runs = () => db.collection<JobRunRecord>(JOB_RUNS_COLLECTION);
  return {
    /** True for the one caller that may run `job` in the current period of `everyMs`. */
    async claim(job: string, everyMs: number): Promise<boolean> {
      const now = new Date();
      const periodStart = new Date(Math.floor(now.getTime() / everyMs) * everyMs);
      try {
        await runs().insertOne({ _id: `${job}@${periodStart.toISOString()}`, job, periodStart, claimedAt: now });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    /** Forgets runs claimed before `before` (the retention job). */
    async purge(before: Date): Promise<number> {
      return (await runs().deleteMany({ claimedAt: { $lt: before } })).deletedCount;
    },
  };
}

export type PeriodicRuns = ReturnType<typeof createPeriodicRuns>;

/**
 * A recurring job that does its work at most once per `interval` across every instance (the
 * period is claimed in `jobruns` first). Returns the function that registers the schedule; call it
 * after the queue starts.
 */
export function definePeriodicJob(
  deps: { jobs: JobQueue; runs: PeriodicRuns },
  name: string,
  interval: string,
  work: () => Promise<unknown>,
): () => Promise<void> {
  deps.jobs.define(
    name,
    async () => {
      if (await deps.runs.claim(name, intervalMs(interval))) await work();
    },
    { concurrency: 1, retries: 0 },
  );
  return () => deps.jobs.every(interval, name);
}
