/**
 * Runs `work` on every item with at most `limit` running at once, in the items' order of start.
 * Resolves when all have finished; the first failure rejects (the others still run to their end).
 * For bulk work made of independent requests to the database (a book removed deal by deal), where
 * one at a time waits on every round trip and all at once floods the connection pool.
 */
export async function forEachConcurrently<T>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const errors: unknown[] = [];
  const lane = async () => {
    while (next < items.length) {
      const item = items[next++]!;
      await work(item).catch((error: unknown) => {
        errors.push(error);
      });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  if (errors.length > 0) throw errors[0];
}
