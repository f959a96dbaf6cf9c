import type { NotificationFeedMode, NotificationUpdates, PortalNotification } from '../types/NotificationTypes';
import { readServerSentEvents } from './readServerSentEvents';
import { reconnectDelay } from './reconnectDelay';

/** How often the bell asks for news while the event stream is down. */
export const POLL_INTERVAL_MS = 30_000;
/**
 * How long a tab whose stream the gateway closed for a newer one (the member's quota of open
 * streams) polls before opening a stream again: reconnecting at once would close another tab's.
 */
export const REPLACED_RETRY_MS = 10 * 60_000;

export type NotificationFeedOptions = {
  openStream: (lastEventId: string | null, signal: AbortSignal) => Promise<ReadableStream<Uint8Array>>;
  pollUpdates: (since: string | null) => Promise<NotificationUpdates>;
  onNotification: (notification: PortalNotification) => void;
  onUnreadCount: (count: number) => void;
  onModeChange: (mode: NotificationFeedMode) => void;
  signal: AbortSignal;
  /** Waits `ms` or until the signal aborts (tests pass their own). */
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
  now?: () => number;
  random?: () => number;
};

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done);
  });
}

function parseJson(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return undefined;
  }
}

/**
 * Keeps the bell up to date until `signal` aborts: reads the gateway's event stream and, while it
 * is down, polls GET /notifications/updates every 30 seconds and reconnects with exponential
 * backoff (about 1 s, 2 s, 4 s … at most a minute), resuming with the last event's id. A stream the
 * gateway closed for a newer one of the member's (`closed` with reason `replaced`) is opened again
 * only after REPLACED_RETRY_MS, polling meanwhile.
 */
export async function runNotificationFeed(options: NotificationFeedOptions): Promise<void> {
  const { signal } = options;
  const sleep = options.sleep ?? abortableSleep;
  const now = options.now ?? Date.now;
  let attempt = 0;
  let lastEventId: string | null = null;
  let since: string | null = null;
  /** The reason of the gateway's last `closed` event on the current stream, if any. */
  let closedFor: string | null = null;

  const handleEvent = (event: { event: string; data: string; id: string | null }) => {
    if (event.id) lastEventId = event.id;
    const payload = parseJson(event.data);
    if (event.event === 'notification' && payload && typeof payload === 'object' && 'id' in payload) {
      options.onNotification(payload as PortalNotification);
    } else if (event.event === 'unread' && payload && typeof payload === 'object' && 'unreadCount' in payload) {
      const count = (payload as { unreadCount: unknown }).unreadCount;
      if (typeof count === 'number') options.onUnreadCount(count);
    } else if (event.event === 'closed' && payload && typeof payload === 'object' && 'reason' in payload) {
      closedFor = String((payload as { reason: unknown }).reason);
    }
  };

  const poll = async () => {
    try {
      const updates = await options.pollUpdates(since);
      since = updates.serverTime;
      for (const notification of updates.items) options.onNotification(notification);
      options.onUnreadCount(updates.unreadCount);
    } catch {
      // The next poll or the stream will catch up.
    }
  };

  options.onModeChange('connecting');
  while (!signal.aborted) {
    try {
      closedFor = null;
      const body = await options.openStream(lastEventId, signal);
      attempt = 0;
      options.onModeChange('live');
      await readServerSentEvents(body, handleEvent, signal);
    } catch {
      // Refused or broken: poll until the next attempt.
    }
    if (signal.aborted) return;
    options.onModeChange('polling');
    const deadline = now() + (closedFor === 'replaced' ? REPLACED_RETRY_MS : reconnectDelay(attempt, options.random));
    attempt += 1;
    for (;;) {
      await poll();
      if (signal.aborted) return;
      const left = deadline - now();
      if (left <= 0) break;
      await sleep(Math.min(POLL_INTERVAL_MS, left), signal);
      if (signal.aborted) return;
      if (deadline - now() <= 0) break;
    }
  }
}
