import type { Backlog } from '@portal/contracts';
import { formatWaitAge } from './formatWaitAge';

/** Something that waits longer than this is late (docs/operations.md's alert uses the same 10 minutes). */
export const BACKLOG_LATE_SECONDS = 600;

/** The job that pushes a deal to GHL: shown as "GHL pushes", not again among the other jobs. */
const GHL_PUSH_JOB = 'ghl-push-deal';

export type BacklogRow = {
  label: string;
  /** e.g. '12 waiting · oldest 3 min' */
  text: string;
  late: boolean;
};

const row = (label: string, waiting: number, oldestAgeSeconds: number): BacklogRow => ({
  label,
  text: `${waiting} waiting · oldest ${formatWaitAge(oldestAgeSeconds)}`,
  late: oldestAgeSeconds > BACKLOG_LATE_SECONDS,
});

/** The kinds of background work that have something waiting: GHL pushes, e-mails, then other jobs by name. */
export function backlogRows(backlog: Backlog): BacklogRow[] {
  const rows: BacklogRow[] = [];
  if (backlog.ghlPushes.waiting > 0)
    rows.push(row('GHL pushes', backlog.ghlPushes.waiting, backlog.ghlPushes.oldestAgeSeconds));
  if (backlog.outbox.waiting > 0) rows.push(row('E-mails', backlog.outbox.waiting, backlog.outbox.oldestAgeSeconds));
  for (const job of [...backlog.jobs].sort((a, b) => a.name.localeCompare(b.name))) {
    if (job.name !== GHL_PUSH_JOB && job.waiting > 0) rows.push(row(job.name, job.waiting, job.oldestAgeSeconds));
  }
  return rows;
}
