import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose, { type Connection } from 'mongoose';
import { loadOpenApiDocument } from '@portal/contracts/openapi';
import { initDatabase, startEmbeddedDatabase, type EmbeddedDatabase } from '@portal/mongo-init';
import { createApp } from './app';
import type { Config } from './config';
import { systemClock, type Clock } from './infra/clock';
import { createLogger, type Logger } from './infra/logger';
import { createContainer, type Container } from './container';
import { createMetrics, type Metrics } from './infra/metrics';
import { metricsEndpoint } from './http/metricsEndpoint';
import { watchDatabaseClient } from './infra/databaseWatchdog';
import Koa from 'koa';

/** How often the driver checks the database server, and the longest one connect or check may take. */
const HEARTBEAT_FREQUENCY_MS = 10_000;
const CONNECT_TIMEOUT_MS = 10_000;

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
   * Stops the gateway. With `graceMs`, a graceful stop: the listeners stop accepting, in-flight
   * requests and uploads get up to graceMs to finish (then their connections are cut), the job
   * runner stops (running jobs released), then the database closes. Without it, at once.
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
    embedded = await startEmbeddedDatabase({ dataDir: config.EMBEDDED_DB_DIR, log: (line) => log.info(line) });
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
  if (!db.db) throw new Error('The database connection has no database handle');
  await initDatabase(db.db as never);
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
  const draining = { value: false };
  const app = createApp({
    metrics,
    draining,
    config,
    log,
    document: loadOpenApiDocument(),
    handlers: container.handlers,
    authenticate: container.authenticate,
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

  const closeServer = (target: Server, graceMs: number) =>
    new Promise<void>((resolve) => {
      // Stops accepting at once; idle keep-alive connections close now, busy ones after their answer.
      target.close(() => resolve());
      target.closeIdleConnections();
      if (graceMs <= 0) {
        target.closeAllConnections();
        return;
      }
      const idle = setInterval(() => target.closeIdleConnections(), 100);
      const cut = setTimeout(() => {
        log.warn({ graceMs }, 'shutdown grace period over; closing the connections still open');
        target.closeAllConnections();
      }, graceMs);
      target.once('close', () => {
        clearInterval(idle);
        clearTimeout(cut);
      });
    });

  return {
    url,
    server,
    db,
    container,
    metrics,
    async close({ graceMs = 0 } = {}) {
      draining.value = true;
      await Promise.all([closeServer(server, graceMs), metricsServer && closeServer(metricsServer, 0)]);
      await container.stop();
      watchdog.stop();
      await watchdog.idle();
      await db.close();
      await embedded?.stop();
    },
  };
}
