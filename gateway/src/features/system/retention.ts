import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { definePeriodicJob, type PeriodicRuns } from '../../infra/periodicRuns';
import type { Outbox } from '../email/outbox';
import type { CompareProgressStore } from '../ghl/compareProgress';
import type { SyncOutcomeRepository, WebhookEventRepository } from '../ghl/repository';

export const RETENTION_JOB = 'purge-expired-records';
export const RETENTION_INTERVAL = '1 hour';
/** Run claims are kept far longer than any recurring job's period, so a period is never run twice. */
const JOB_RUN_RETENTION_DAYS = 30;
/** A GHL comparison reports its progress every page; one silent for a day has stopped. */
const COMPARE_PROGRESS_RETENTION_DAYS = 1;
const DAY_MS = 86_400_000;

export type RetentionDeps = {
  jobs: JobQueue;
  runs: PeriodicRuns;
  webhookEvents: WebhookEventRepository;
  syncOutcomes: SyncOutcomeRepository;
  outbox: Outbox;
  compareProgress: CompareProgressStore;
  log: Logger;
  /** WEBHOOK_EVENT_RETENTION_DAYS, SYNC_OUTCOME_RETENTION_DAYS, OUTBOX_RETENTION_DAYS. */
  webhookEventDays: number;
  syncOutcomeDays: number;
  outboxDays: number;
};

export type RetentionSummary = {
  webhookEvents: number;
  syncOutcomes: number;
  outbox: number;
  jobRuns: number;
  compareRuns: number;
};

/**
 * Records that would otherwise pile up for ever expire after their retention: GHL webhook
 * deliveries (replay protection needs them only as long as GHL may retry or replay), GHL sync
 * outcomes (including what deleted deals did in GHL), delivered outbox e-mails, recurring-job
 * run claims and the progress of GHL comparisons whose gateway stopped mid-run. A recurring job, not TTL indexes: FerretDB v1 refuses `expireAfterSeconds`.
 */
export function createRetention(deps: RetentionDeps) {
  const log = deps.log.child({ component: 'retention' });
  const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

  async function purge(now = new Date()): Promise<RetentionSummary> {
    const summary: RetentionSummary = {
      webhookEvents: await deps.webhookEvents.purge(before(now, deps.webhookEventDays)),
      syncOutcomes: await deps.syncOutcomes.purge(before(now, deps.syncOutcomeDays)),
      outbox: await deps.outbox.purge(before(now, deps.outboxDays)),
      jobRuns: await deps.runs.purge(before(now, JOB_RUN_RETENTION_DAYS)),
      compareRuns: await deps.compareProgress.purge(before(now, COMPARE_PROGRESS_RETENTION_DAYS)),
    };
    if (Object.values(summary).some((removed) => removed > 0)) log.info(summary, 'expired records purged');
    return summary;
  }

  const job = definePeriodicJob(deps, { name: RETENTION_JOB, interval: RETENTION_INTERVAL, work: () => purge() });

  return {
    purge,
    /** The scheduled run: one per hour across all instances; null when another instance had it. */
    runScheduled: job.runScheduled,
    /** Registers the hourly run; the first is due at once. Call after the queue starts. */
    schedule: job.schedule,
  };
}

export type Retention = ReturnType<typeof createRetention>;
