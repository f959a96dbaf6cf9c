import { PassThrough } from 'node:stream';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import type { NotificationRepository } from './repository';
import { toNotificationDto } from './service';

export type StreamOptions = {
  /** How often this instance asks the database for its connected users' new notifications. */
  pollMs: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** A stream ends after this long; the client reconnects (and signs in again when its token expired). */
  maxStreamMs: number;
};

export const DEFAULT_STREAM_OPTIONS: StreamOptions = { pollMs: 2_000, heartbeatMs: 20_000, maxStreamMs: 10 * 60_000 };

/** Notifications written by another instance (or late) are looked for this far back. */
const LOOKBACK_MS = 10_000;
/** The unread count is sent again at least this often (marking read happens on any instance). */
const COUNT_EVERY_MS = 15_000;

type Connection = {
  userId: string;
  stream: PassThrough;
  /** The newest createdAt sent. */
  since: Date;
  /** Ids sent within the lookback window, so none is sent twice. */
  sent: Map<string, number>;
  unread: number | null;
  countedAt: number;
  openedAt: number;
};

/**
 * Server-Sent Events for the notification centre. No in-memory fan-out between instances: every
 * instance polls the database (index recipientId_createdAt_id) for the users connected to it, so a
 * notification written anywhere reaches every stream. `closeAll` ends every stream at once, so an
 * open stream never holds a graceful shutdown.
 */
export function createNotificationStreams(deps: {
  notifications: NotificationRepository;
  clock: Clock;
  log: Logger;
  options?: Partial<StreamOptions>;
}) {
  const options = { ...DEFAULT_STREAM_OPTIONS, ...deps.options };
  const log = deps.log.child({ component: 'notification-stream' });
  const connections = new Set<Connection>();
  let pollTimer: NodeJS.Timeout | null = null;
  let heartbeatTimer: NodeJS.Timeout | null = null;
  let polling = false;
  let closed = false;

  const write = (connection: Connection, text: string) => {
    if (!connection.stream.destroyed && !connection.stream.writableEnded) connection.stream.write(text);
  };

  function end(connection: Connection): void {
    connections.delete(connection);
    if (!connection.stream.writableEnded) connection.stream.end();
    if (connections.size === 0) stopTimers();
  }

  function stopTimers(): void {
    if (pollTimer) clearInterval(pollTimer);
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    pollTimer = null;
    heartbeatTimer = null;
  }

  function startTimers(): void {
    if (pollTimer) return;
    pollTimer = setInterval(() => void pollAll(), options.pollMs);
    heartbeatTimer = setInterval(() => {
      for (const connection of connections) write(connection, ': heartbeat\n\n');
    }, options.heartbeatMs);
    pollTimer.unref();
    heartbeatTimer.unref();
  }

  async function sendCount(connection: Connection, force: boolean): Promise<void> {
    const unread = await deps.notifications.unreadCount(connection.userId);
    connection.countedAt = Date.now();
    if (!force && unread === connection.unread) return;
    connection.unread = unread;
    write(connection, `event: unread\ndata: ${JSON.stringify({ unreadCount: unread })}\n\n`);
  }

  async function poll(connection: Connection): Promise<void> {
    if (Date.now() - connection.openedAt >= options.maxStreamMs) return end(connection);
    const from = new Date(connection.since.getTime() - LOOKBACK_MS);
    const rows = await deps.notifications.since(connection.userId, from, 200);
    let sentAny = false;
    for (const row of rows) {
      if (connection.sent.has(row._id)) continue;
      const at = new Date(row.createdAt);
      connection.sent.set(row._id, at.getTime());
      if (at > connection.since) connection.since = at;
      write(
        connection,
        `event: notification\nid: ${at.toISOString()}\ndata: ${JSON.stringify(toNotificationDto(row))}\n\n`,
      );
      sentAny = true;
    }
    const horizon = connection.since.getTime() - LOOKBACK_MS;
    for (const [id, at] of connection.sent) if (at < horizon) connection.sent.delete(id);
    if (sentAny || Date.now() - connection.countedAt >= COUNT_EVERY_MS) await sendCount(connection, false);
  }

  async function pollAll(): Promise<void> {
    if (polling) return;
    polling = true;
    try {
      for (const connection of [...connections]) {
        await poll(connection).catch((error: unknown) =>
          log.warn({ err: error }, 'could not read new notifications for a stream; trying again'),
        );
      }
    } finally {
      polling = false;
    }
  }

  return {
    /**
     * Opens a stream for a user: the unread count at once, then each new notification. With
     * `lastEventId` (the createdAt of the last notification received) the missed ones come first.
     */
    open(userId: string, lastEventId?: string): PassThrough {
      const stream = new PassThrough();
      if (closed) {
        stream.end();
        return stream;
      }
      const resumeAt = lastEventId ? new Date(lastEventId) : null;
      const now = deps.clock.now();
      const since =
        resumeAt && !Number.isNaN(resumeAt.getTime()) && now.getTime() - resumeAt.getTime() < 24 * 3600_000
          ? resumeAt
          : now;
      const connection: Connection = {
        userId,
        stream,
        since,
        sent: new Map(),
        unread: null,
        countedAt: 0,
        openedAt: Date.now(),
      };
      connections.add(connection);
      stream.on('close', () => end(connection));
      write(connection, 'retry: 5000\n\n: connected\n\n');
      startTimers();
      void (async () => {
        try {
          // What the client already has (up to the last event received, or the list it just
          // loaded) is not sent again; everything after it is.
          const earlier = await deps.notifications.since(userId, new Date(since.getTime() - LOOKBACK_MS), 200);
          for (const row of earlier) {
            const at = new Date(row.createdAt).getTime();
            if (at <= since.getTime()) connection.sent.set(row._id, at);
          }
          await poll(connection);
          await sendCount(connection, true);
        } catch (error) {
          log.warn({ err: error }, 'could not start a notification stream');
        }
      })();
      return stream;
    },

    /** How many streams this instance serves. */
    size: () => connections.size,

    /** Ends every stream (shutdown); later opens end at once. */
    closeAll(): void {
      closed = true;
      for (const connection of [...connections]) end(connection);
      stopTimers();
    },
  };
}

export type NotificationStreams = ReturnType<typeof createNotificationStreams>;
