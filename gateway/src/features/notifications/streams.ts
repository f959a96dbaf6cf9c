import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import type { NotificationRecord } from './model';
import type { NotificationRepository } from './repository';
import type { StreamRegistry } from './streamRegistry';
import { toNotificationDto } from './service';

export type StreamOptions = {
  /** How often this instance asks the database for its connected users' new notifications. */
  pollMs: number;
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: number;
  /** A stream ends after this long; the client reconnects (and signs in again when its token expired). */
  maxStreamMs: number;
  /** How often each stream's session is checked again: a stream ends within this of a logout or revocation. */
  sessionCheckMs: number;
};

export const DEFAULT_STREAM_OPTIONS: StreamOptions = {
  pollMs: 2_000,
  heartbeatMs: 20_000,
  maxStreamMs: 10 * 60_000,
  sessionCheckMs: 60_000,
};

/**
 * Why the gateway ended a stream, sent as a last `closed` event: `replaced` (the member opened more
 * streams than their quota: the oldest goes) and `signedOut` (the session ended) mean a client
 * should not reconnect at once.
 */
export type StreamEndReason = 'replaced' | 'signedOut';

/** Notifications written by another instance (or late) are looked for this far back. */
const LOOKBACK_MS = 10_000;
/** The unread count is sent again at least this often (marking read happens on any instance). */
const COUNT_EVERY_MS = 15_000;
/** Rows per database read; a poll reads further pages only when a window holds more. */
const PAGE_SIZE = 500;

type Connection = {
  /** The stream's id in the shared registry. */
  id: string;
  userId: string;
  /** The session (token jti) that opened it, checked again every `sessionCheckMs`. */
  sessionId: string;
  stream: PassThrough;
  /** Everything created up to here has been seen (the newest createdAt sent, or a poll's start). */
  since: Date;
  /** Ids sent within the lookback window, so none is sent twice. */
  sent: Map<string, number>;
  /** False until the catch-up at opening is done; the shared poll leaves it alone until then. */
  ready: boolean;
  unread: number | null;
  countedAt: number;
  openedAt: number;
};

/**
 * Server-Sent Events for the notification centre. No in-memory fan-out between instances: every
 * instance polls the database for the users connected to it, so a notification written anywhere
 * reaches every stream. One poll serves all of an instance's streams: a single find over the
 * connected recipients (`$in`, index recipientId_createdAt_id) since the oldest stream's position,
 * fanned out by recipient, and a single grouped count for the streams whose unread count is due.
 * On FerretDB a query is a collection scan, so this is one scan per poll instead of one per user.
 * `closeAll` ends every stream at once, so an open stream never holds a graceful shutdown.
 */
export function createNotificationStreams(deps: {
  notifications: NotificationRepository;
  clock: Clock;
  log: Logger;
  options?: Partial<StreamOptions>;
  /** The open streams of every instance (the per-member cap); without it the cap is not applied. */
  registry?: StreamRegistry;
  /** The member's cap of open streams (read when a stream opens). */
  streamsPerMember?: () => Promise<number>;
  /** Whether a stream's session still admits its user (checked every `sessionCheckMs`). */
  sessionStillAdmits?: (sessionId: string, userId: string) => Promise<boolean>;
}) {
  const options = { ...DEFAULT_STREAM_OPTIONS, ...deps.options };
  const log = deps.log.child({ component: 'notification-stream' });
  const connections = new Set<Connection>();
  let pollTimer: NodeJS.Timeout | null = null;
  let heartbeatTimer: NodeJS.Timeout | null = null;
  let sessionTimer: NodeJS.Timeout | null = null;
  let polling = false;
  let checkingSessions = false;
  let closed = false;

  const write = (connection: Connection, text: string) => {
    if (!connection.stream.destroyed && !connection.stream.writableEnded) connection.stream.write(text);
  };

  function end(connection: Connection, reason?: StreamEndReason): void {
    const wasOpen = connections.delete(connection);
    if (reason) write(connection, `event: closed\ndata: ${JSON.stringify({ reason })}\n\n`);
    if (!connection.stream.writableEnded) connection.stream.end();
    if (connections.size === 0) stopTimers();
    if (wasOpen && deps.registry) {
      void deps.registry
        .remove(connection.id)
        .catch((error: unknown) => log.warn({ err: error }, 'could not unregister an ended notification stream'));
    }
  }

  function stopTimers(): void {
    if (pollTimer) clearInterval(pollTimer);
    if (heartbeatTimer) clearInterval(heartbeatTimer);
    if (sessionTimer) clearInterval(sessionTimer);
    pollTimer = null;
    heartbeatTimer = null;
    sessionTimer = null;
  }

  function startTimers(): void {
    if (pollTimer) return;
    pollTimer = setInterval(() => void pollAll(), options.pollMs);
    heartbeatTimer = setInterval(() => {
      for (const connection of connections) write(connection, ': heartbeat\n\n');
    }, options.heartbeatMs);
    sessionTimer = setInterval(() => void checkSessions(), options.sessionCheckMs);
    pollTimer.unref();
    heartbeatTimer.unref();
    sessionTimer.unref();
  }

  /** Ends the streams whose session is over (logout, revocation, expiry, no longer whitelisted). */
  async function checkSessions(): Promise<void> {
    if (checkingSessions || !deps.sessionStillAdmits) return;
    checkingSessions = true;
    try {
      const bySession = new Map<string, Connection[]>();
      for (const connection of connections)
        bySession.set(connection.sessionId, [...(bySession.get(connection.sessionId) ?? []), connection]);
      await Promise.all(
        [...bySession.values()].map(async (group) => {
          const { sessionId, userId } = group[0]!;
          try {
            if (await deps.sessionStillAdmits!(sessionId, userId)) return;
          } catch (error) {
            // The database is unreachable: the stream's own poll fails too; it is checked again next time.
            log.warn({ err: error }, 'could not check the session of a notification stream');
            return;
          }
          for (const connection of group) end(connection, 'signedOut');
        }),
      );
    } finally {
      checkingSessions = false;
    }
  }

  /** Ends this instance's streams whose registration another instance removed (a newer stream over the cap). */
  async function endReplaced(): Promise<void> {
    if (!deps.registry || connections.size === 0) return;
    const registered = [...connections].filter((connection) => connection.ready);
    const present = await deps.registry.present(registered.map((connection) => connection.id));
    for (const connection of registered) if (!present.has(connection.id)) end(connection, 'replaced');
  }

  /** Registers a new stream and closes the member's oldest beyond their cap (on whichever instance serves them). */
  async function register(connection: Connection): Promise<void> {
    if (!deps.registry) return;
    const openedAt = new Date();
    await deps.registry.register({
      _id: connection.id,
      userId: connection.userId,
      openedAt,
      expiresAt: new Date(openedAt.getTime() + options.maxStreamMs + 60_000),
    });
    if (!deps.streamsPerMember) return;
    const cap = await deps.streamsPerMember();
    const open = await deps.registry.openOf(connection.userId, openedAt);
    for (const oldest of open.slice(0, Math.max(0, open.length - cap))) {
      if (oldest._id === connection.id) continue;
      await deps.registry.remove(oldest._id);
      const local = [...connections].find((candidate) => candidate.id === oldest._id);
      if (local) end(local, 'replaced');
    }
  }

  /** Every notification of `recipientIds` created at or after `from`, oldest first, page by page. */
  async function readSince(recipientIds: string[], from: Date): Promise<NotificationRecord[]> {
    const rows: NotificationRecord[] = [];
    let after: NotificationRecord | null = null;
    for (;;) {
      const page = await deps.notifications.createdSince(recipientIds, from, after, PAGE_SIZE);
      rows.push(...page);
      if (page.length < PAGE_SIZE) return rows;
      after = page[page.length - 1]!;
    }
  }

  /** Sends `row` on `connection` unless it was sent already or lies before its window. */
  function deliver(connection: Connection, row: NotificationRecord): boolean {
    const at = new Date(row.createdAt);
    if (connection.sent.has(row._id) || at.getTime() < connection.since.getTime() - LOOKBACK_MS) return false;
    connection.sent.set(row._id, at.getTime());
    if (at > connection.since) connection.since = at;
    write(
      connection,
      `event: notification\nid: ${at.toISOString()}\ndata: ${JSON.stringify(toNotificationDto(row))}\n\n`,
    );
    return true;
  }

  /** Moves a connection's position to `seenUpTo` (when later) and forgets ids before its window. */
  function advance(connection: Connection, seenUpTo: Date): void {
    if (seenUpTo > connection.since) connection.since = seenUpTo;
    const horizon = connection.since.getTime() - LOOKBACK_MS;
    for (const [id, at] of connection.sent) if (at < horizon) connection.sent.delete(id);
  }

  /** Sends the unread count to each of `due` (only when changed unless `force`), in one read. */
  async function sendCounts(due: Connection[], force: boolean): Promise<void> {
    if (due.length === 0) return;
    const counts = await deps.notifications.unreadCounts([...new Set(due.map((c) => c.userId))]);
    const countedAt = Date.now();
    for (const connection of due) {
      const unread = counts.get(connection.userId) ?? 0;
      connection.countedAt = countedAt;
      if (!force && unread === connection.unread) continue;
      connection.unread = unread;
      write(connection, `event: unread\ndata: ${JSON.stringify({ unreadCount: unread })}\n\n`);
    }
  }

  /** One poll for every ready stream of this instance. */
  async function pollAll(): Promise<void> {
    if (polling) return;
    polling = true;
    try {
      for (const connection of [...connections]) {
        if (Date.now() - connection.openedAt >= options.maxStreamMs) end(connection);
      }
      await endReplaced();
      const ready = [...connections].filter((connection) => connection.ready);
      if (ready.length === 0) return;
      const byUser = new Map<string, Connection[]>();
      for (const connection of ready)
        byUser.set(connection.userId, [...(byUser.get(connection.userId) ?? []), connection]);
      const oldest = ready.reduce((min, connection) => Math.min(min, connection.since.getTime()), Infinity);
      const startedAt = deps.clock.now();
      const rows = await readSince([...byUser.keys()], new Date(oldest - LOOKBACK_MS));
      const changed = new Set<Connection>();
      for (const row of rows) {
        for (const connection of byUser.get(row.recipientId) ?? [])
          if (deliver(connection, row)) changed.add(connection);
      }
      for (const connection of ready) advance(connection, startedAt);
      const now = Date.now();
      await sendCounts(
        ready.filter((connection) => changed.has(connection) || now - connection.countedAt >= COUNT_EVERY_MS),
        false,
      );
    } catch (error) {
      log.warn({ err: error }, 'could not read new notifications for the streams; trying again');
    } finally {
      polling = false;
    }
  }

  return {
    /**
     * Opens a stream for a user: the unread count at once, then each new notification. With
     * `lastEventId` (the createdAt of the last notification received) the missed ones come first.
     */
    async open(userId: string, sessionId: string, lastEventId?: string): Promise<PassThrough> {
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
        id: randomUUID(),
        userId,
        sessionId,
        stream,
        since,
        sent: new Map(),
        ready: false,
        unread: null,
        countedAt: 0,
        openedAt: Date.now(),
      };
      // Registered before it counts as open here: the member's oldest beyond the cap close first.
      await register(connection);
      if (closed) {
        await deps.registry?.remove(connection.id);
        stream.end();
        return stream;
      }
      connections.add(connection);
      stream.on('close', () => end(connection));
      write(connection, 'retry: 5000\n\n: connected\n\n');
      startTimers();
      void (async () => {
        try {
          // What the client already has (up to the last event received, or the list it just
          // loaded) is not sent again; everything after it is. Then the shared poll takes over.
          const startedAt = deps.clock.now();
          const earlier = await readSince([userId], new Date(since.getTime() - LOOKBACK_MS));
          for (const row of earlier) {
            const at = new Date(row.createdAt).getTime();
            if (at <= since.getTime()) connection.sent.set(row._id, at);
            else deliver(connection, row);
          }
          advance(connection, startedAt);
          connection.ready = true;
          await sendCounts([connection], true);
        } catch (error) {
          // Ended, the client reconnects (with Last-Event-ID) rather than wait on a stream that would
          // stay silent.
          log.warn({ err: error }, 'could not start a notification stream; ending it');
          end(connection);
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
