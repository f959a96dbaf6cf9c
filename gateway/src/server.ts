import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose, { type Connection } from 'mongoose';
import { loadOpenApiDocument } from '@portal/contracts/openapi';
import { migrateDatabase, startEmbeddedDatabase, type EmbeddedDatabase } from '@portal/mongo-init';
import { createApp, type Draining } from './app';
import type { Config } from './config';
import { systemClock, type Clock } from './infra/clock';
import { createLogger, type Logger } from './infra/logger';
import { createContainer, type Container } from './container';
import { capacityWarning } from './features/databaseCapacity/service';
import { createMetrics, type Metrics } from './infra/metrics';
import { metricsEndpoint } from './http/metricsEndpoint';
import { watchDatabaseClient } from './infra/databaseWatchdog';
import { boundedStep } from './infra/boundedStep';
import { GATEWAY_VERSION } from './features/system/version';
import Koa from 'koa';

/** How often the driver checks the database server, and the longest one connect or check may take. */
const HEARTBEAT_FREQUENCY_MS = 10_000;
const CONNECT_TIMEOUT_MS = 10_000;

/**
 * The longest each step after the drain may take when stopping, whatever the database does (down,
 * restarted, hanging): together well inside the 15 s that main.ts allows beyond the grace period.
 */
export const STOP_STEP_TIMEOUTS_MS = { listener: 1_000, background: 6_000, watchdog: 1_000, database: 2_000 };

export type GatewayOptions = {
  log?: Logger;
  clock?: Clock;
  fetch?: typeof fetch;
  /** Validate every response against the contract (default: on except in production). */
  validateResponses?: boolean;
  /** Emit the driver's command events on `db.getClient()` (tests count a call's queries). */
  monitorCommands?: boolean;
};

export type RunningGateway = {
  url: string;
  server: Server;
  db: Connection;
  container: Container;
  metrics: Metrics;
  /**
   * Stops the gateway. With `graceMs`, a graceful stop: requests and uploads already running get
   * up to graceMs to finish while new ones are answered 503 (Retry-After) and `/ready` reports the
   * shutdown; then the listener closes and any connection left is cut, the job runner stops
   * (running jobs released) and the database closes. Without it, at once.
   */
  close(options?: { graceMs?: number }): Promise<void>;
};

/**
 * Starts the gateway: the database (the embedded one when MONGODB_URI is unset), the
 * container, the app and the HTTP listener. `close()` undoes each step in reverse.
 */
export async function startGateway(config: Config, options: GatewayOptions = {}): Promise<RunningGateway> {
  const log = options.log ?? createLogger(config.LOG_LEVEL, config.NODE_ENV === 'development' && process.stdout.isTTY);
  let embedded: EmbeddedDatabase | undefined;
  let uri = config.MONGODB_URI;
  if (!uri) {
    embedded = await startEmbeddedDatabase({
      dataDir: config.EMBEDDED_DB_DIR,
      backend: config.EMBEDDED_DB_BACKEND,
      log: (line) => log.info(line),
    });
    uri = embedded.uri;
  }

  const connection = mongoose.createConnection(uri, {
    dbName: config.DATABASE_NAME,
    autoIndex: false,
    autoCreate: false,
    // Bounded waits: while the database is unreachable a request fails within DATABASE_TIMEOUT_MS
    // (answered 503) instead of hanging; the driver keeps reconnecting in the background.
    serverSelectionTimeoutMS: config.DATABASE_TIMEOUT_MS,
    heartbeatFrequencyMS: HEARTBEAT_FREQUENCY_MS,
    connectTimeoutMS: CONNECT_TIMEOUT_MS,
    // A connection that stops answering mid-operation (not a slow export, which streams batches).
    socketTimeoutMS: 120_000,
    monitorCommands: options.monitorCommands ?? false,
  });
  connection.set('bufferTimeoutMS', config.DATABASE_TIMEOUT_MS);
  const db = await connection.asPromise();
  try {
    if (!db.db) throw new Error('The database connection has no database handle');
    // One instance migrates (under the schema lock), the others wait; a newer schema stops the start.
    const migration = await migrateDatabase(db.db as never, {
      release: GATEWAY_VERSION,
      log: (message) => log.info(message),
    });
    if (migration.applied.length || migration.indexChanges.length) {
      log.info(
        { from: migration.from, to: migration.to, indexChanges: migration.indexChanges.length },
        'database schema migrated',
      );
    }
  } catch (error) {
    await db.close(true).catch(() => undefined);
    await embedded?.stop();
    throw error;
  }
  // Service returns by itself after a database restart even if the driver's monitor got stuck.
  const watchdog = watchDatabaseClient(db.getClient(), {
    name: 'mongoose',
    log,
    heartbeatFrequencyMS: HEARTBEAT_FREQUENCY_MS,
    connectTimeoutMS: CONNECT_TIMEOUT_MS,
  });

  const metrics = createMetrics();
  const container = createContainer({
    config,
    db,
    mongoUri: uri,
    log,
    clock: options.clock ?? systemClock,
    fetch: options.fetch ?? fetch,
    metrics,
  });
  metrics.registerGauge(
    'portal_email_outbox_messages',
    'Notification e-mails in the outbox, by state (pending, failed)',
    ['state'],
    async () => {
      const { pending, failed } = await container.infra.outbox.status();
      return [
        [{ state: 'pending' }, pending],
        [{ state: 'failed' }, failed],
      ];
    },
  );
  const draining: Draining = { value: false, inFlight: 0 };
  const app = createApp({
    metrics,
    draining,
    config,
    log,
    document: loadOpenApiDocument(),
    handlers: container.handlers,
    authenticate: container.authenticate,
    limitWrite: container.limitWrite,
    // Every answer is checked against the contract in tests and development (compiled ajv
    // validators); production skips it, so the check costs nothing where the traffic is.
    validateResponses: options.validateResponses ?? config.NODE_ENV !== 'production',
  });

  await container.start();

  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const listening = app.listen(config.PORT, config.HOST, () => resolve(listening));
      listening.once('error', reject);
    });
  } catch (error) {
    // The port is taken (or not ours): undo the steps above so nothing is left running.
    watchdog.stop();
    await container.stop();
    await db.close();
    await embedded?.stop();
    throw error;
  }
  server.keepAliveTimeout = 65_000;
  const { port } = server.address() as AddressInfo;
  const url = `http://${config.HOST}:${port}`;
  log.info({ url }, 'gateway listening');
  // A book nearing what the embedded database was measured to carry is said at every start (and
  // on the admin's overview); the check never holds the start up.
  void container.services.databaseCapacity
    .read()
    .then((capacity) => {
      const warning = capacityWarning(capacity);
      if (warning) log.warn({ deals: capacity.deals, dealLimit: capacity.dealLimit }, warning);
    })
    .catch(() => undefined);

  // Optional: /metrics alone, without a token, on its own (private) port.
  let metricsServer: Server | undefined;
  if (config.METRICS_PORT !== undefined) {
    const metricsApp = new Koa();
    metricsApp.use(metricsEndpoint({ metrics, token: undefined, open: true }));
    metricsServer = await new Promise<Server>((resolve, reject) => {
      const listening = metricsApp.listen(config.METRICS_PORT ?? 0, config.METRICS_HOST, () => resolve(listening));
      listening.once('error', reject);
    });
    const metricsPort = (metricsServer.address() as AddressInfo).port;
    log.info({ url: `http://${config.METRICS_HOST}:${metricsPort}/metrics` }, 'metrics listening');
  }

  /**
   * Lets the requests admitted before the shutdown finish (at most graceMs), answering later ones
   * 503 meanwhile, then stops accepting and cuts whatever connection is still open.
   */
  const drain = async (graceMs: number) => {
    const deadline = Date.now() + graceMs;
    while (draining.inFlight > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (draining.inFlight > 0) {
      log.warn(
        { graceMs, inFlight: draining.inFlight },
        'shutdown grace period over; cutting the requests still running',
      );
    }
    await boundedStep(
      'http listener',
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        }),
      STOP_STEP_TIMEOUTS_MS.listener,
      log,
    );
  };
  const closeMetricsServer = () =>
    new Promise<void>((resolve) => {
      if (!metricsServer) return resolve();
      metricsServer.close(() => resolve());
      metricsServer.closeAllConnections();
    });

  return {
    url,
    server,
    db,
    container,
    metrics,
    async close({ graceMs = 0 } = {}) {
      draining.value = true;
      container.closeStreams();
      await Promise.all([drain(graceMs), closeMetricsServer()]);
      // Each step is bounded: a database that is down or hangs must not hold the process.
      await boundedStep('e-mail outbox and job runner', () => container.stop(), STOP_STEP_TIMEOUTS_MS.background, log);
      watchdog.stop();
      await boundedStep('database watchdog', () => watchdog.idle(), STOP_STEP_TIMEOUTS_MS.watchdog, log);
      if (!(await boundedStep('database connection', () => db.close(), STOP_STEP_TIMEOUTS_MS.database, log))) {
        // Not awaited: a forced close drops the sockets without waiting for the server's answer.
        void db.close(true).catch(() => undefined);
      }
      await embedded?.stop();
    },
  };
}
