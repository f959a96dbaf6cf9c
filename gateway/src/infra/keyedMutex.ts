import { AsyncLocalStorage } from 'node:async_hooks';

/** A key held by the running task; `parent` is what the task that took it already held. */
type Holding = { key: string; released: boolean; parent: Holding | undefined };

/**
 * Runs tasks one at a time per key, in arrival order, within this process.
 *
 * FerretDB v1 runs findAndModify as a read followed by a write without a lock: two concurrent
 * calls on one document can both see the same "before" (and both pass a compare-and-set filter).
 * Its plain `$set` is the same read then write of the whole document, so two writes of different
 * fields of one deal at once can put one field back. Serialising the writes to one deal inside an
 * instance keeps every field and the before-image every write path reports to the rollups exact
 * there. MongoDB makes each single-document write atomic on its own.
 *
 * `reentrant`: a task (and what it awaits) that already holds a key runs a nested task of that key
 * at once instead of waiting for itself. The deal lock needs it: a deal write reports to the
 * checklist inside its lock, and the checklist's write of that deal takes the same lock. A task
 * started in the background from inside a holder waits like any other once the holder is done.
 */
export function createKeyedMutex(options: { reentrant?: boolean } = {}) {
  const tails = new Map<string, Promise<unknown>>();
  const holdings = new AsyncLocalStorage<Holding>();

  function holds(key: string): boolean {
    for (let holding = holdings.getStore(); holding; holding = holding.parent)
      if (holding.key === key && !holding.released) return true;
    return false;
  }

  async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    if (options.reentrant && holds(key)) return task();
    const previous = tails.get(key) ?? Promise.resolve();
    const held = options.reentrant
      ? () => {
          const holding: Holding = { key, released: false, parent: holdings.getStore() };
          return holdings.run(holding, task).finally(() => {
            holding.released = true;
          });
        }
      : task;
    const result = previous.then(held, held);
    // What the next task waits for: this one settling, never its error.
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    tails.set(key, tail);
    try {
      return await result;
    } finally {
      if (tails.get(key) === tail) tails.delete(key);
    }
  }

  return {
    run,
    /**
     * Runs a task holding several keys, taken one by one in sorted order so two such calls never
     * wait on each other in a cycle. (No holder of one deal's key takes a second deal's.)
     */
    async runAll<T>(keys: Iterable<string>, task: () => Promise<T>): Promise<T> {
      const sorted = [...new Set(keys)].sort();
      const take = (index: number): Promise<T> =>
        index === sorted.length ? task() : run(sorted[index]!, () => take(index + 1));
      return take(0);
    },
    /** Keys with a task running or queued (tests). */
    get size() {
      return tails.size;
    },
  };
}

export type KeyedMutex = ReturnType<typeof createKeyedMutex>;
