import type { JobQueue } from '../../infra/jobs';
import type { Metrics } from '../../infra/metrics';
import type { Outbox } from '../email/outbox';
import { GHL_PUSH_JOB } from '../ghl/push';

/** How much of one kind of background work waits, and for how long the oldest has waited. */
export type BacklogFigure = { waiting: number; oldestAgeSeconds: number };

export type BacklogSnapshot = {
  /** Due one-off jobs by job name (recurring schedules and jobs held for later are not counted). */
  jobs: (BacklogFigure & { name: string })[];
  /** E-mails due and not yet delivered. */
  outbox: BacklogFigure;
  /** Deal pushes to GHL due and not yet sent (the `ghl-push-deal` jobs). */
  ghlPushes: BacklogFigure;
  /** When the figures were read. */
  checkedAt: Date;
};

/** Reads shortly after one another (one scrape reads every gauge) share one snapshot. */
const SNAPSHOT_REUSE_MS = 1_000;

const ageSeconds = (since: Date | null, now: number) =>
  since ? Math.max(0, Math.round((now - since.getTime()) / 1000)) : 0;

/**
 * The background backlog: jobs, e-mails and GHL pushes that are due and waiting, with the age of
 * the oldest of each. A backlog that keeps growing, or whose oldest item keeps aging, means the
 * background work does not keep up (docs/operations.md has the alert rule).
 */
export function createBacklog(deps: { jobs: JobQueue; outbox: Outbox }) {
  let last: { at: number; snapshot: Promise<BacklogSnapshot> } | null = null;

  async function read(): Promise<BacklogSnapshot> {
    const [jobs, outbox] = await Promise.all([deps.jobs.backlog(), deps.outbox.waiting()]);
    const now = Date.now();
    const push = jobs.find((job) => job.name === GHL_PUSH_JOB);
    return {
      jobs: jobs.map((job) => ({
        name: job.name,
        waiting: job.waiting,
        oldestAgeSeconds: ageSeconds(job.oldestDueAt, now),
      })),
      outbox: { waiting: outbox.count, oldestAgeSeconds: ageSeconds(outbox.oldestDueAt, now) },
      ghlPushes: { waiting: push?.waiting ?? 0, oldestAgeSeconds: ageSeconds(push?.oldestDueAt ?? null, now) },
      checkedAt: new Date(now),
    };
  }

  return {
    /** The backlog now (a read within the last second is reused). */
    snapshot(): Promise<BacklogSnapshot> {
      if (!last || Date.now() - last.at > SNAPSHOT_REUSE_MS) {
        const snapshot = read();
        last = { at: Date.now(), snapshot };
        // A failed read is not kept for the next caller.
        snapshot.catch(() => (last = null));
      }
      return last.snapshot;
    },
  };
}

export type Backlog = ReturnType<typeof createBacklog>;

/** The backlog's gauges on /metrics (names in docs/operations.md). */
export function registerBacklogGauges(metrics: Metrics, backlog: Backlog): void {
  metrics.registerGauge(
    'portal_jobs_waiting',
    'Due one-off background jobs not yet run, by job name',
    ['job'],
    async () => (await backlog.snapshot()).jobs.map((job) => [{ job: job.name }, job.waiting]),
  );
  metrics.registerGauge(
    'portal_jobs_oldest_waiting_seconds',
    'How long the longest-waiting due job has waited, by job name',
    ['job'],
    async () => (await backlog.snapshot()).jobs.map((job) => [{ job: job.name }, job.oldestAgeSeconds]),
  );
  // One pair of gauges per queue without labels: how many wait, and how long the oldest has.
  const queues = [
    ['portal_email_outbox', 'outbox', 'E-mails due and not yet delivered', 'due e-mail'],
    ['portal_ghl_pushes', 'ghlPushes', 'Deal pushes to GHL due and not yet sent', 'due GHL push'],
  ] as const;
  for (const [prefix, key, waitingHelp, item] of queues) {
    metrics.registerGauge(`${prefix}_waiting`, waitingHelp, [], async () => (await backlog.snapshot())[key].waiting);
    metrics.registerGauge(
      `${prefix}_oldest_waiting_seconds`,
      `How long the longest-waiting ${item} has waited`,
      [],
      async () => (await backlog.snapshot())[key].oldestAgeSeconds,
    );
  }
}
