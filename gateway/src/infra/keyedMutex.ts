/**
 * Runs tasks one at a time per key, in arrival order, within this process.
 *
 * FerretDB v1 runs findAndModify as a read followed by a write without a lock: two concurrent
 * calls on one document can both see the same "before" (and both pass a compare-and-set filter).
 * Serialising the writes to one deal inside an instance keeps the before-image every write path
 * reports to the rollups exact there. MongoDB makes findAndModify atomic on its own.
 */
export function createKeyedMutex() {
  const tails = new Map<string, Promise<unknown>>();

  return {
    async run<T>(key: string, task: () => Promise<T>): Promise<T> {
      const previous = tails.get(key) ?? Promise.resolve();
      const result = previous.then(task, task);
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
    },
    /** Keys with a task running or queued (tests). */
    get size() {
      return tails.size;
    },
  };
}

export type KeyedMutex = ReturnType<typeof createKeyedMutex>;
