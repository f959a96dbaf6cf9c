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

/** An interval of 'off' (any case) switches a job off. */
export const isOff = (interval: string) => interval.trim().toLowerCase() === 'off';

export type PeriodicJobSpec<T> = {
  /** The job's name in the queue and its run claims. */
  name: string;
  /** '1 hour', '10 minutes', … or 'off': then no run does anything and schedule() removes the schedule. */
  interval: string;
  work: () => Promise<T>;
  /**
   * 'period' (the default): at most one run per period across every instance, the period claimed
   * in `jobruns` first. 'none': every due run works (for cheap, idempotent work such as applying
   * pending deltas, where a second run finds nothing to do).
   */
  lock?: 'period' | 'none';
  /** When this answers true a run works without claiming the period (work that cannot wait). */
  urgent?: () => Promise<boolean>;
};

export type PeriodicJob<T> = {
  readonly name: string;
  /** The scheduled run: the work's result, or null when the job is off or another instance had this period. */
  runScheduled(): Promise<T | null>;
  /** Registers the recurring run (the first is due at once), or removes it when off. Call after the queue starts. */
  schedule(): Promise<void>;
};

/**
 * Every recurring job of the gateway goes through here: one schedule in the database (Agenda),
 * one run at a time per instance, no retries (the next period is the retry), and, unless told
 * otherwise, at most one run per period across instances (see createPeriodicRuns).
 */
export function definePeriodicJob<T>(
  deps: { jobs: JobQueue; runs: PeriodicRuns },
  spec: PeriodicJobSpec<T>,
): PeriodicJob<T> {
  const { name, interval, work, lock = 'period', urgent } = spec;
  async function runScheduled(): Promise<T | null> {
    if (isOff(interval)) return null;
    if (lock === 'period' && !(urgent && (await urgent())) && !(await deps.runs.claim(name, intervalMs(interval)))) {
      return null;
    }
    return work();
  }
  deps.jobs.define(
    name,
    async () => {
      await runScheduled();
    },
    { concurrency: 1, retries: 0 },
  );
  return {
    name,
    runScheduled,
    async schedule(): Promise<void> {
      if (isOff(interval)) await deps.jobs.cancel(name);
      else await deps.jobs.every(interval, name);
    },
  };
}
