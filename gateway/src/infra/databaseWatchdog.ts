import type { EventEmitter } from 'node:events';
import type { Logger } from './logger';

/** The part of a MongoClient (of either driver copy: mongoose's or Agenda's) the watchdog uses. */
export type WatchedClient = Pick<EventEmitter, 'on' | 'off'> & {
  connect(): Promise<unknown>;
  close(): Promise<void>;
};

export type DatabaseWatchdogOptions = {
  /** Names the client in log lines ('mongoose', 'jobs'). */
  name: string;
  log: Logger;
  /** The client's heartbeatFrequencyMS: how often its monitor checks the server. */
  heartbeatFrequencyMS: number;
  /** The client's connectTimeoutMS: the longest one monitor check may take (connect, then hello). */
  connectTimeoutMS: number;
  /** How often the watchdog looks (default 1 s). */
  tickMs?: number;
  /** Pause between reconnect attempts while the database is still down (default 1 s). */
  retryMs?: number;
};

export type DatabaseWatchdog = {
  /** Stops watching (before the client is closed on purpose). */
  stop(): void;
  /** Resolves when no reconnect is under way (tests, shutdown). */
  idle(): Promise<void>;
};

/**
 * Keeps a driver's server monitor honest. The driver finds out that a restarted database is back
 * only through its monitor, which checks the server every heartbeatFrequencyMS. When the server's
 * connections all close at once (the database stopped), the monitor can write its next check to
 * a socket that is already destroyed but not yet marked closed; the driver then waits for a
 * 'drain' that never comes, the monitor never checks again, and every operation fails server
 * selection long after the database is back (seen: a 503 for minutes after a restart).
 *
 * The watchdog notices a monitor that went quiet: a check outstanding for longer than a check can
 * take (two connectTimeoutMS: connect, then hello, plus 5 s), or no check for two
 * heartbeatFrequencyMS plus 5 s (not right after the event loop itself stalled, when every timer
 * is late). It then closes the client and connects it again (the same MongoClient object, so
 * mongoose's models and Agenda's collections keep working), retrying every retryMs while the
 * database is still down.
 */
export function watchDatabaseClient(client: WatchedClient, options: DatabaseWatchdogOptions): DatabaseWatchdog {
  const log = options.log.child({ component: 'database-watchdog', client: options.name });
  const slackMs = 5_000;
  const longestCheckMs = 2 * options.connectTimeoutMS + slackMs;
  const longestGapMs = 2 * options.heartbeatFrequencyMS + slackMs;
  const tickMs = options.tickMs ?? 1_000;
  let outstandingSince: number | null = null;
  let lastStarted = Date.now();
  let lastFinished = Date.now();
  let stopped = false;
  let reconnecting: Promise<void> | null = null;

  const onStarted = () => {
    outstandingSince ??= Date.now();
    lastStarted = Date.now();
  };
  const onFinished = () => {
    outstandingSince = null;
    lastFinished = Date.now();
  };
  client.on('serverHeartbeatStarted', onStarted);
  client.on('serverHeartbeatSucceeded', onFinished);
  client.on('serverHeartbeatFailed', onFinished);

  async function reconnect(reason: string): Promise<void> {
    log.warn({ reason }, 'the database monitor stopped checking the server; reconnecting the client');
    await client.close().catch((error: unknown) => log.warn({ err: error }, 'closing the stuck client failed'));
    for (let attempt = 1; !stopped; attempt++) {
      try {
        await client.connect();
        log.info({ attempt }, 'database client reconnected');
        break;
      } catch (error) {
        if (attempt === 1 || attempt % 10 === 0) log.warn({ err: error, attempt }, 'database still unreachable');
        await new Promise((resolve) => setTimeout(resolve, options.retryMs ?? 1_000));
      }
    }
    const now = Date.now();
    outstandingSince = null;
    lastStarted = now;
    lastFinished = now;
  }

  let lastTick = Date.now();
  const timer = setInterval(() => {
    const now = Date.now();
    // After a stalled event loop every timer is late, the monitor's too: look again next tick
    // rather than reconnect (which would fail the requests in flight) over a delay of our own.
    const stalled = now - lastTick > tickMs + 2_000;
    lastTick = now;
    if (stopped || reconnecting || stalled) return;
    let reason: string | null = null;
    if (outstandingSince !== null && now - outstandingSince > longestCheckMs) {
      reason = `a server check has been running for ${now - outstandingSince} ms`;
    } else if (outstandingSince === null && now - Math.max(lastStarted, lastFinished) > longestGapMs) {
      reason = `no server check for ${now - Math.max(lastStarted, lastFinished)} ms`;
    }
    if (!reason) return;
    reconnecting = reconnect(reason).finally(() => {
      reconnecting = null;
    });
  }, tickMs);
  timer.unref();

  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      client.off('serverHeartbeatStarted', onStarted);
      client.off('serverHeartbeatSucceeded', onFinished);
      client.off('serverHeartbeatFailed', onFinished);
    },
    async idle() {
      await reconnecting;
    },
  };
}
