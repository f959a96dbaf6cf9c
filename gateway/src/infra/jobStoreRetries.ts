import { isDatabaseUnavailable } from './databaseErrors';

/**
 * "Not now" answers of the database under write load: FerretDB on SQLite answers
 * `database is locked (5) (SQLITE_BUSY)` when another write holds the file for longer than its
 * busy timeout. Nothing was written, so the command can simply be sent again.
 */
export function isDatabaseBusy(error: unknown): boolean {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && /SQLITE_BUSY|database is locked/i.test(message);
}

/** This process closed its own client (it is stopping): no command can succeed any more. */
export function isClientClosed(error: unknown): boolean {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'MongoNotConnectedError' || name === 'MongoClientClosedError' || name === 'MongoTopologyClosedError';
}

/** Errors worth sending the same job-store command again for: the database was busy or briefly away. */
export const isTransientDatabaseError = (error: unknown): boolean =>
  !isClientClosed(error) && (isDatabaseBusy(error) || isDatabaseUnavailable(error));

/**
 * Releasing locks is the last thing Agenda does as it stops, sometimes after the bounded stop has
 * closed the client. Nothing is lost then: an unreleased lock expires and another instance runs
 * the job, so the release is dropped rather than left to reject with nobody listening.
 */
const RELEASES = new Set<string>(['unlockJob', 'unlockJobs']);

/** The job store's commands that Agenda sends while it locks, runs, saves and removes jobs. */
const RETRIED_METHODS = [
  'getNextJobToRun',
  'lockJob',
  'unlockJob',
  'unlockJobs',
  'saveJobState',
  'saveJob',
  'removeJobs',
  'getJobById',
] as const;

export type RetryOptions = {
  attempts: number;
  /** Delay before the second attempt; doubled after each further one. */
  baseDelayMs: number;
  /** Told about each transient failure that will be tried again. */
  onRetry?: (method: string, attempt: number, error: unknown) => void;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `work`, again after a growing pause while it fails with a transient database error. */
export async function retryTransient<T>(method: string, work: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= options.attempts || !isTransientDatabaseError(error)) throw error;
      options.onRetry?.(method, attempt, error);
      await sleep(options.baseDelayMs * 2 ** (attempt - 1));
    }
  }
}

/**
 * Makes Agenda's job store send a command again when the database answers "busy" or drops the
 * connection, instead of Agenda losing the job's state ("job … cannot be updated in the database")
 * or skipping a poll. Only what failed is retried; after the last attempt the error goes to Agenda
 * (and so to the job queue's error log) as before.
 */
export function retryTransientJobStoreErrors(repository: object, options: RetryOptions): void {
  const target = repository as Record<string, unknown>;
  for (const method of RETRIED_METHODS) {
    const original = target[method];
    if (typeof original !== 'function') continue;
    target[method] = (...args: unknown[]) =>
      retryTransient(
        method,
        () => (original as (...a: unknown[]) => Promise<unknown>).apply(repository, args),
        options,
      ).catch((error: unknown) => {
        if (RELEASES.has(method) && isClientClosed(error)) return undefined;
        throw error;
      });
  }
}
