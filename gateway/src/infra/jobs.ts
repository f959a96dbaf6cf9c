import { Agenda, InMemoryNotificationChannel, backoffStrategies, type Job } from 'agenda';
import { MongoBackend, ObjectId, type MongoJobRepository } from '@agendajs/mongo-backend';
import { watchDatabaseClient, type DatabaseWatchdog } from './databaseWatchdog';
import { withLogContext, type Logger } from './logger';
import { createThrottledErrorLog } from './throttledErrorLog';
import type { Metrics } from './metrics';
import { actingAsNobody } from './actingContext';

/** The collection Agenda keeps its jobs in (its index is created by mongo-init, not by Agenda). */
export const JOBS_COLLECTION = 'agendajobs';

export type JobQueueOptions = {
  /** Connection string of the portal's database server (no database name needed). */
  mongoUri: string;
  databaseName: string;
  /** How often due jobs (retries, delayed jobs) are looked for. */
  processEveryMs: number;
  /** Delay before the first retry; each further retry doubles it, up to an hour. */
  retryDelayMs: number;
  maxRetries: number;
  log: Logger;
  /** Counts runs and failures per job (portal_job_runs_total). */
  metrics?: Metrics;
};

export type JobHandler<D> = (data: D) => Promise<void>;

const HEARTBEAT_FREQUENCY_MS = 10_000;
const CONNECT_TIMEOUT_MS = 10_000;

/** `mongodb://h1,h2/old?x` + `portal` → `mongodb://h1,h2/portal?x` (hosts may be a list, so no URL parser). */
export function withDatabaseName(uri: string, databaseName: string): string {
  const match = /^(mongodb(?:\+srv)?:\/\/[^/?]+)(?:\/[^?]*)?(\?.*)?$/.exec(uri);
  if (!match) throw new Error('MongoDB URI is not in the mongodb://host[:port][/db][?options] form');
  return `${match[1]}/${encodeURIComponent(databaseName)}${match[2] ?? ''}`;
}

/**
 * Background jobs with Agenda on the portal's database (plain CRUD and polling only, so it runs
 * on MongoDB and on FerretDB alike: no transactions, no change streams). A failing job is retried
 * with exponential backoff; jobs survive restarts because they live in the database.
 *
 * Agenda's MongoDB backend brings its own driver version, so it opens its own small connection
 * rather than sharing mongoose's (their BSON classes must not be mixed).
 */
export function createJobQueue(options: JobQueueOptions) {
  const backend = new MongoBackend({
    address: withDatabaseName(options.mongoUri, options.databaseName),
    collection: JOBS_COLLECTION,
    ensureIndex: false,
    options: { heartbeatFrequencyMS: HEARTBEAT_FREQUENCY_MS, connectTimeoutMS: CONNECT_TIMEOUT_MS },
  });
  const agenda = new Agenda({
    backend,
    // Jobs queued by this process start at once; the poll only picks up retries and other instances' jobs.
    notificationChannel: new InMemoryNotificationChannel(),
    processEvery: options.processEveryMs,
    removeOnComplete: true,
    defaultConcurrency: 5,
  });
  const log = options.log.child({ component: 'jobs' });
  // Agenda polls every few seconds: during a database outage, one line a minute is enough.
  agenda.on('error', createThrottledErrorLog(log, 'job queue error'));
  agenda.on('retry', (job, details) =>
    log.warn(
      { job: job.attrs.name, attempt: details.attempt, nextRunAt: details.nextRunAt, reason: details.error?.message },
      'job failed; retrying',
    ),
  );
  agenda.on('retry exhausted', (error, job) =>
    log.error({ job: job.attrs.name, err: error, data: job.attrs.data }, 'job failed for good after all retries'),
  );
  let state: 'idle' | 'started' | 'stopped' = 'idle';
  let watchdog: DatabaseWatchdog | undefined;

  return {
    /**
     * Registers what a job does. A thrown error schedules a retry (exponential backoff).
     * `concurrency` caps how many of this job run at once in this process.
     */
    define<D>(
      name: string,
      handler: JobHandler<D>,
      { retries = options.maxRetries, concurrency }: { retries?: number; concurrency?: number } = {},
    ): void {
      agenda.define<D>(
        name,
        async (job: Job<D>) => {
          // A run's log lines name the job, not the request that happened to queue it.
          const started = performance.now();
          try {
            // Nor is it the request's user (the timeline must not credit them with the job's writes).
            await withLogContext({ job: name, jobId: String(job.attrs._id ?? '') }, () =>
              actingAsNobody(() => handler(job.attrs.data)),
            );
            options.metrics?.observeJob(name, 'succeeded', (performance.now() - started) / 1000);
          } catch (error) {
            options.metrics?.observeJob(name, 'failed', (performance.now() - started) / 1000);
            throw error;
          }
        },
        {
          backoff: backoffStrategies.exponential({
            delay: options.retryDelayMs,
            factor: 2,
            maxDelay: 3_600_000,
            maxRetries: retries,
          }),
          ...(concurrency !== undefined ? { concurrency } : {}),
        },
      );
    },

    /** Queues a job to run as soon as possible; resolves once it is stored. */
    async enqueue<D>(name: string, data: D): Promise<void> {
      await agenda.now(name, data);
    },

    /**
     * Stores a job that is due at `at` (an instance runs it then, whichever instance is alive);
     * resolves to its id, for `runNow` and `remove`.
     */
    async schedule<D>(name: string, data: D, at: Date): Promise<string> {
      const job = await agenda.schedule(at, name, data);
      return String(job.attrs._id);
    },

    /**
     * Makes a stored job that is still waiting (not picked up by any runner: held, or waiting for a
     * retry) due now, and starts it here when this process runs jobs. False when it is no longer
     * waiting: running, finished, or removed. A plain conditional update, so it holds on FerretDB too.
     */
    async runNow(name: string, id: string): Promise<boolean> {
      await agenda.ready;
      const now = new Date();
      const { matchedCount } = await (backend.repository as MongoJobRepository).collection.updateOne(
        { _id: new ObjectId(id), name, lockedAt: null },
        { $set: { nextRunAt: now } },
      );
      if (matchedCount === 0) return false;
      const job = agenda.create(name, null);
      Object.assign(job.attrs, { _id: id, nextRunAt: now });
      await agenda.publishJobNotification(job);
      return true;
    },

    /**
     * Removes the stored jobs of `name` whose data has the given values and that are still
     * waiting (not picked up by a runner); resolves to how many. A plain conditional delete.
     */
    async removeWaiting(name: string, data: Record<string, string>): Promise<number> {
      await agenda.ready;
      const match = Object.fromEntries(Object.entries(data).map(([field, value]) => [`data.${field}`, value]));
      const { deletedCount } = await (backend.repository as MongoJobRepository).collection.deleteMany({
        name,
        lockedAt: null,
        ...match,
      });
      return deletedCount;
    },

    /** Removes one stored job (a job prepared for a change that did not happen). */
    async remove(id: string): Promise<void> {
      await agenda.cancel({ id });
    },

    /**
     * Runs a defined job on a fixed interval ('10 minutes'): one schedule per name, stored in the
     * database, so several gateway instances share it. The first run is due at once.
     */
    async every(interval: string, name: string): Promise<void> {
      await agenda.every(interval, name);
    },

    /** Removes a recurring schedule (e.g. when its interval is configured 'off'). */
    async cancel(name: string): Promise<void> {
      await agenda.cancel({ name });
    },

    async start(): Promise<void> {
      if (state !== 'idle') return;
      state = 'started';
      await agenda.start();
      // Agenda's own client can miss a database restart the same way mongoose's can.
      watchdog = watchDatabaseClient((backend.repository as MongoJobRepository).getDb().client, {
        name: 'jobs',
        log,
        heartbeatFrequencyMS: HEARTBEAT_FREQUENCY_MS,
        connectTimeoutMS: CONNECT_TIMEOUT_MS,
      });
    },

    /** Stops picking up jobs, releases the ones this process holds and closes the connection. Idempotent. */
    async stop(): Promise<void> {
      const was = state;
      state = 'stopped';
      watchdog?.stop();
      await watchdog?.idle();
      if (was === 'started') {
        await agenda.stop(true);
        log.info('job runner stopped; its running jobs were released');
      } else if (was === 'idle') {
        await agenda.ready;
        await backend.disconnect();
      }
    },
  };
}

export type JobQueue = ReturnType<typeof createJobQueue>;
