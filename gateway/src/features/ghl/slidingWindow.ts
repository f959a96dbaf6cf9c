/**
 * Calls spaced so that no `windowMs` ever holds more than `limit` of them, per key: each call
 * waits until the call `limit` places before it is `windowMs` old. GHL counts its burst limit
 * over a sliding 10 s; a fixed window (a budget reset every 10 s) lets up to twice the limit
 * through around each reset, which GHL answers with 429 and a pause of the whole window.
 */
export function createSlidingWindow(limit: number, windowMs: number) {
  /** Per key: when each of the last `limit` calls left. */
  const sent = new Map<string, number[]>();
  /** Per key: the end of the queue of calls waiting for their turn. */
  const queues = new Map<string, Promise<void>>();

  return {
    /** Resolves when a call for `key` may leave (and counts it as sent then). */
    async take(key: string): Promise<void> {
      const before = queues.get(key) ?? Promise.resolve();
      let done!: () => void;
      const mine = before.then(() => new Promise<void>((resolve) => (done = resolve)));
      queues.set(key, mine);
      await before;
      try {
        const times = sent.get(key) ?? [];
        if (times.length >= limit) {
          const wait = times[times.length - limit]! + windowMs - Date.now();
          if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        }
        times.push(Date.now());
        if (times.length > limit) times.splice(0, times.length - limit);
        sent.set(key, times);
      } finally {
        done();
        if (queues.get(key) === mine) queues.delete(key);
      }
    },
  };
}
