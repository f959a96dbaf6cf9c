import { describe, expect, it } from 'vitest';
import { isDatabaseBusy, retryTransientJobStoreErrors } from '../jobStoreRetries';

const busy = () => new Error('database is locked (5) (SQLITE_BUSY)');

/** A job store whose `saveJobState` fails with `failures` errors first, then succeeds. */
function storeFailing(failures: Error[]) {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    async saveJobState(job: { name: string }) {
      calls += 1;
      const failure = failures.shift();
      if (failure) throw failure;
      return `saved ${job.name}`;
    },
  };
}

describe('job-store commands while the database is busy', () => {
  it('recognises FerretDB/SQLite busy answers', () => {
    expect(isDatabaseBusy(busy())).toBe(true);
    expect(isDatabaseBusy(new Error('E11000 duplicate key'))).toBe(false);
  });

  it('sends a command again while the database answers busy, and returns its result', async () => {
    const store = storeFailing([busy(), busy()]);
    const retried: number[] = [];
    retryTransientJobStoreErrors(store, {
      attempts: 5,
      baseDelayMs: 1,
      onRetry: (_m, attempt) => retried.push(attempt),
    });
    await expect(store.saveJobState({ name: 'ghl-push-deal' })).resolves.toBe('saved ghl-push-deal');
    expect(store.calls).toBe(3);
    expect(retried).toEqual([1, 2]);
  });

  it('gives up after the last attempt with the database error', async () => {
    const store = storeFailing([busy(), busy(), busy()]);
    retryTransientJobStoreErrors(store, { attempts: 3, baseDelayMs: 1 });
    await expect(store.saveJobState({ name: 'ghl-push-deal' })).rejects.toThrow('SQLITE_BUSY');
    expect(store.calls).toBe(3);
  });

  it('does not repeat a command the database refused for another reason', async () => {
    const store = storeFailing([new Error('job cannot be updated in the database')]);
    retryTransientJobStoreErrors(store, { attempts: 5, baseDelayMs: 1 });
    await expect(store.saveJobState({ name: 'ghl-push-deal' })).rejects.toThrow('cannot be updated');
    expect(store.calls).toBe(1);
  });

  it('once this process has closed its client, a lock release is dropped and other commands fail at once', async () => {
    const closed = () =>
      Object.assign(new Error('Client must be connected before running operations'), {
        name: 'MongoNotConnectedError',
      });
    let calls = 0;
    const store = {
      async unlockJob() {
        calls += 1;
        throw closed();
      },
      async saveJobState() {
        calls += 1;
        throw closed();
      },
    };
    retryTransientJobStoreErrors(store, { attempts: 5, baseDelayMs: 1 });
    // The lock expires by itself and another instance runs the job: nothing to report.
    await expect(store.unlockJob()).resolves.toBeUndefined();
    expect(calls).toBe(1);
    // A state save still fails, without being sent again to a client that cannot send it.
    await expect(store.saveJobState()).rejects.toThrow('Client must be connected');
    expect(calls).toBe(2);
  });
});
