import { Agenda, InMemoryNotificationChannel, backoffStrategies, type Job } from 'agenda';
import { MongoBackend, ObjectId, type MongoJobRepository } from '@agendajs/mongo-backend';
import { watchDatabaseClient, type DatabaseWatchdog } from './databaseWatchdog';
import { withLogContext, type Logger } from './logger';
import { createThrottledErrorLog } from './throttledErrorLog';
import type { Metrics } from './metrics';
import { actingAsNobody } from './actingContext';
import { retryTransientJobStoreErrors } from './jobStoreRetries';
import { adaptJobStoreToFerretDb } from './ferretJobStore';

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
/** Jobs of one name run at once by one process unless its definition says otherwise. */
const DEFAULT_CONCURRENCY = 5;
/** Agenda's lock lifetime (we set none): a lock older than this belongs to a process that died. */
const LOCK_LIFETIME_MS = 10 * 60_000;
/** Attempts of one job-store command while the database answers busy (about 3 s in all). */
const STORE_ATTEMPTS = 6;
const STORE_RETRY_BASE_MS = 100;

/** What the job queue holds for one job name: waiting jobs that are due, and how long the oldest has been due. */
export type JobBacklog = { name: string; waiting: number; oldestDueAt: Date | null };

/**
 * The parts of Agenda's job processor the single due-scan drives (Agenda 6 keeps them internal).
 * When they are not there (another Agenda version), Agenda's own polling is left running.
 */
type AgendaProcessor = {
  processInterval?: NodeJS.Timeout;
  isRunning: boolean;
  jobStatus: Record<string, { locked: number } | undefined>;
  jobQueueFilling(name: string): Promise<void>;
  jobProcessing(): void;
  /** Runs a locked job; resolves once its run has ended and its lock is dropped from the counts. */
  runOrRetry(job: Job): Promise<void>;
};

const isAgendaProcessor = (value: unknown): value is AgendaProcessor =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as AgendaProcessor).jobQueueFilling === 'function' &&
  typeof (value as AgendaProcessor).jobProcessing === 'function' &&
  typeof (value as AgendaProcessor).runOrRetry === 'function';

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
    defaultConcurrency: DEFAULT_CONCURRENCY,
  });
  const log = options.log.child({ component: 'jobs' });
  const repository = backend.repository as MongoJobRepository;
  let ferret: Promise<boolean> | undefined;
  const isFerretDb = () =>
    (ferret ??= repository
      .getDb()
      .admin()
      .command({ buildInfo: 1 })
      .then((info) => typeof info.ferretdbVersion === 'string')
      .catch((error: unknown) => {
        ferret = undefined;
        throw error;
      }));
  adaptJobStoreToFerretDb(repository, isFerretDb);
  // A busy database under a write burst makes many commands wait at once: one line a minute.
  let retryLoggedAt = Number.NEGATIVE_INFINITY;
  let retriesSinceLog = 0;
  retryTransientJobStoreErrors(backend.repository, {
    attempts: STORE_ATTEMPTS,
    baseDelayMs: STORE_RETRY_BASE_MS,
    onRetry: (method, _attempt, error) => {
      retriesSinceLog += 1;
      if (Date.now() - retryLoggedAt < 60_000) return;
      log.warn(
        { command: method, retries: retriesSinceLog, reason: (error as Error).message },
        'job store busy; sending the command again',
      );
      retryLoggedAt = Date.now();
      retriesSinceLog = 0;
    },
  });
  const jobsCollection = () => (backend.repository as MongoJobRepository).collection;
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
  let dueScanTimer: NodeJS.Timeout | undefined;

  /**
   * One query a tick for every job name: which names have a job that is due (or whose lock
   * expired). Agenda's own poll sends one find-and-lock per defined name per tick, each of which
   * reads the whole job collection on FerretDB/SQLite; here only the names that have work are
   * filled, and each fill locks at most the name's lock limit.
   */
  /**
   * Names that may have due jobs: those the last fill found work for, and those this process
   * stored a job of since. When a job of such a name finishes, the next is locked at once.
   */
  const namesWithWork = new Set<string>();

  /** Locks what this process may take of `name` and starts it; remembers whether there was any. */
  async function fill(processor: AgendaProcessor, name: string): Promise<void> {
    const before = processor.jobStatus[name]?.locked ?? 0;
    await processor.jobQueueFilling(name);
    const lockLimit = agenda.definitions[name]?.lockLimit ?? DEFAULT_CONCURRENCY;
    if ((processor.jobStatus[name]?.locked ?? 0) > before) namesWithWork.add(name);
    // Only a fill that had room and found nothing says the name's work is done.
    else if (before < lockLimit) namesWithWork.delete(name);
    processor.jobProcessing();
  }

  async function scanDue(processor: AgendaProcessor): Promise<void> {
    const now = Date.now();
    const names = (await jobsCollection().distinct('name', {
      disabled: { $ne: true },
      $or: [
        { lockedAt: null, nextRunAt: { $lte: new Date(now + options.processEveryMs) } },
        { lockedAt: { $lte: new Date(now - LOCK_LIFETIME_MS) } },
      ],
    })) as string[];
    for (const name of names) {
      if (!processor.isRunning) return;
      if (agenda.definitions[name]) await fill(processor, name);
    }
  }

  /** Replaces Agenda's per-name polling with the single due-scan (see scanDue). */
  function takeOverPolling(): void {
    const processor = (agenda as unknown as { jobProcessor?: unknown }).jobProcessor;
    if (!isAgendaProcessor(processor) || !processor.processInterval) {
      log.warn('Agenda internals not as expected; keeping its per-name polling');
      return;
    }
    clearInterval(processor.processInterval);
    processor.processInterval = undefined;
    // A backlog drains as fast as jobs finish, not one lock limit per tick: when a run has ended,
    // the next job of its name is locked at once. Not on Agenda's 'complete' event: it comes
    // before the finished job is removed from the database and from the lock counts, so a fill
    // then found the name still at its lock limit, and a backlog drained one lock limit per poll
    // (5 jobs every 5 s in production).
    const runOrRetry = processor.runOrRetry.bind(processor);
    processor.runOrRetry = async (job: Job) => {
      await runOrRetry(job);
      const name = job.attrs.name;
      if (!namesWithWork.has(name) || state !== 'started' || !processor.isRunning) return;
      // Agenda does not wait for this promise: a failed fill is reported, never left unhandled.
      await fill(processor, name).catch((error: unknown) => agenda.emit('error', error));
    };
    const tick = async () => {
      await scanDue(processor).catch((error: unknown) => agenda.emit('error', error));
      // As Agenda's own poll does: a job locked here but held back (its run time a moment away,
      // or its name at its concurrency) is started now, not when its lock expires.
      if (processor.isRunning) processor.jobProcessing();
      if (state === 'started' && processor.isRunning) {
        dueScanTimer = setTimeout(() => void tick(), options.processEveryMs);
      }
    };
    dueScanTimer = setTimeout(() => void tick(), options.processEveryMs);
  }

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
          // A process locks no more jobs of a name than it runs at once: a backlog stays in the
          // database for any instance to take, instead of being locked into one process's memory.
          lockLimit: concurrency ?? DEFAULT_CONCURRENCY,
        },
      );
    },

    /** Queues a job to run as soon as possible; resolves once it is stored. */
    async enqueue<D>(name: string, data: D): Promise<void> {
      namesWithWork.add(name);
      await agenda.now(name, data);
    },

    /**
     * Stores a job that is due at `at` (an instance runs it then, whichever instance is alive);
     * resolves to its id, for `runNow` and `remove`.
     */
    async schedule<D>(name: string, data: D, at: Date): Promise<string> {
      namesWithWork.add(name);
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
      const _id = new ObjectId(id);
      const collection = jobsCollection();
      // On FerretDB (not atomic anyway) checked on a read by `_id` and written by `_id`, so the
      // job collection is not read whole on SQLite; MongoDB keeps the conditional update.
      if (await isFerretDb()) {
        const job = await collection.findOne({ _id }, { projection: { name: 1, lockedAt: 1 } });
        if (job?.name !== name || job.lockedAt) return false;
      }
      const filter = (await isFerretDb()) ? { _id } : { _id, name, lockedAt: null };
      const { matchedCount } = await collection.updateOne(filter, { $set: { nextRunAt: now } });
      if (matchedCount === 0) return false;
      namesWithWork.add(name);
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

    /**
     * The waiting one-off jobs by name: those due (or running) and how long the oldest has been
     * due. Recurring schedules and jobs held for later are not a backlog and are left out.
     */
    async backlog(): Promise<JobBacklog[]> {
      await agenda.ready;
      const rows = await jobsCollection()
        .find(
          { repeatInterval: null, nextRunAt: { $lte: new Date() } },
          { projection: { _id: 0, name: 1, nextRunAt: 1 } },
        )
        .toArray();
      const byName = new Map<string, JobBacklog>();
      for (const { name, nextRunAt } of rows as unknown as { name: string; nextRunAt: Date }[]) {
        const entry = byName.get(name) ?? { name, waiting: 0, oldestDueAt: null };
        entry.waiting += 1;
        if (!entry.oldestDueAt || nextRunAt < entry.oldestDueAt) entry.oldestDueAt = nextRunAt;
        byName.set(name, entry);
      }
      return [...byName.values()];
    },

    /** Removes a recurring schedule (e.g. when its interval is configured 'off'). */
    async cancel(name: string): Promise<void> {
      await agenda.cancel({ name });
    },

    async start(): Promise<void> {
      if (state !== 'idle') return;
      state = 'started';
      // Jobs left waiting by a restart or by other instances drain through the chain from the start.
      for (const name of Object.keys(agenda.definitions)) namesWithWork.add(name);
      await agenda.start();
      takeOverPolling();
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
      clearTimeout(dueScanTimer);
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
