import type { Clock } from '../../infra/clock';
import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { definePeriodicJob, type PeriodicRuns } from '../../infra/periodicRuns';
import type { UserRecord } from '../users/model';
import type { NotificationPreferencesRepository, NotificationRepository } from './repository';

export const DIGEST_JOB = 'notification-digest';
export const DIGEST_INTERVAL = '1 hour';
export const DIGEST_KIND = 'digest';
/** The digest goes out at the first run after this hour (UTC). */
export const DIGEST_HOUR_UTC = 7;
const DAY_MS = 24 * 3600_000;

/**
 * The optional daily digest: once a day (from 07:00 UTC) each user who asked for it gets one
 * e-mail listing the notifications of the previous 24 hours still unread. The outbox key
 * `digest:<user>:<day>` makes it once a day whatever instance or run gets there.
 */
export function createNotificationDigest(deps: {
  notifications: NotificationRepository;
  preferences: NotificationPreferencesRepository;
  findUser: (id: string) => Promise<UserRecord | null>;
  enqueueEmail: (message: {
    key: string;
    kind: string;
    subject: string;
    text: string;
    to: string[];
  }) => Promise<boolean>;
  productName: string;
  portalUrl: string;
  jobs: JobQueue;
  runs: PeriodicRuns;
  clock: Clock;
  log: Logger;
}) {
  /** Queues the day's digests if the hour has come; returns how many were queued now. */
  async function runDue(): Promise<number> {
    const now = deps.clock.now();
    if (now.getUTCHours() < DIGEST_HOUR_UTC) return 0;
    const day = now.toISOString().slice(0, 10);
    const until = new Date(`${day}T${String(DIGEST_HOUR_UTC).padStart(2, '0')}:00:00.000Z`);
    const from = new Date(until.getTime() - DAY_MS);
    let queued = 0;
    for (const userId of await deps.preferences.digestSubscribers()) {
      const unread = await deps.notifications.unreadBetween(userId, from, until);
      if (unread.length === 0) continue;
      const user = await deps.findUser(userId);
      if (!user?.email) continue;
      const lines = unread.map((row) => `- ${row.title}: ${row.message}`);
      const stored = await deps.enqueueEmail({
        key: `${DIGEST_KIND}:${userId}:${day}`,
        kind: DIGEST_KIND,
        subject: `${deps.productName}: ${unread.length} unread notification${unread.length === 1 ? '' : 's'}`,
        text: [
          `Unread since ${from.toISOString().slice(0, 16).replace('T', ' ')} UTC:`,
          '',
          ...lines,
          '',
          `Open the portal: ${deps.portalUrl}`,
        ].join('\n'),
        to: [user.email],
      });
      if (stored) queued += 1;
    }
    if (queued > 0) deps.log.info({ queued, day }, 'notification digests queued');
    return queued;
  }

  const { schedule } = definePeriodicJob(deps, { name: DIGEST_JOB, interval: DIGEST_INTERVAL, work: runDue });

  return {
    runDue,
    /** Registers the hourly check. Call after the queue starts. */
    schedule,
  };
}

export type NotificationDigest = ReturnType<typeof createNotificationDigest>;
