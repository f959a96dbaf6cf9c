import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { definePeriodicJob, type PeriodicRuns } from '../../infra/periodicRuns';
import { GLOBAL_KEY, ROLLUP_VERSION } from './rollupMath';
import { type RepairReport, type Rollups } from './rollups';

export const ROLLUP_REPAIR_JOB = 'repair-rollups';
export const ROLLUP_FLUSH_JOB = 'flush-rollups';
/** How often the rollups are recomputed from the deals (one run per period across instances). */
const ROLLUP_REPAIR_INTERVAL = '1 hour';
const ROLLUP_FLUSH_INTERVAL = '1 minute';

/**
 * The recurring check of the rollups: recompute them from the deals and repair drift, logging
 * what it found. The job queue's schedule is shared by every instance, but its locking is not
 * atomic on FerretDB, so each period's run also claims its unique run key (infra/periodicRuns):
 * only the instance whose insert wins runs it.
 * A gateway whose database has no `global` rollup yet (first start, data loaded by other means),
 * or one built by an older layout (ROLLUP_VERSION), builds them at once. A second, light job applies deltas left pending by a busy lease.
 */
export function createRollupRepair(deps: { rollups: Rollups; runs: PeriodicRuns; jobs: JobQueue; log: Logger }) {
  const log = deps.log.child({ component: 'rollups' });

  async function repair(): Promise<RepairReport | null> {
    const report = await deps.rollups.repair();
    if (!report) log.warn('rollup repair skipped: the rollups are being written; the next period retries');
    return report;
  }

  const repairJob = definePeriodicJob(deps, {
    name: ROLLUP_REPAIR_JOB,
    interval: ROLLUP_REPAIR_INTERVAL,
    work: repair,
    // No global rollup yet, or one of an older layout: built from the deals at once.
    urgent: async () => {
      const global = await deps.rollups.read(GLOBAL_KEY);
      return global === null || global.version !== ROLLUP_VERSION;
    },
  });
  // Applying pending deltas twice finds nothing the second time: no claim needed.
  const flushJob = definePeriodicJob(deps, {
    name: ROLLUP_FLUSH_JOB,
    interval: ROLLUP_FLUSH_INTERVAL,
    work: () => deps.rollups.flush(),
    lock: 'none',
  });

  return {
    /** Runs the repair unless this period's run was already claimed (or `force`). */
    runOnce: async ({ force = false }: { force?: boolean } = {}): Promise<RepairReport | null> =>
      force ? repair() : repairJob.runScheduled(),
    /** Registers the recurring runs; the first is due at once. Call after the queue starts. */
    async schedule(): Promise<void> {
      await repairJob.schedule();
      await flushJob.schedule();
    },
  };
}

export type RollupRepair = ReturnType<typeof createRollupRepair>;
