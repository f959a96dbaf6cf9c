import { BURST_WINDOW_MS, DAILY_LIMIT } from './fixtures';

/** GHL's rate limits (burst per 10 s, daily) and the faults a test switches on (429 or 500 for N calls or a while). */
export function createGhlLimits(burst: number) {
  const calls: number[] = [];
  let dailyCalls = 0;
  let failCount = 0;
  let failStatus: 429 | 500 = 429;
  let failUntil = 0;
  let failAfterProcessing = false;
  let failOnly: { method?: string; path?: string } = {};

  function rateHeaders(): Record<string, string> {
    const cutoff = Date.now() - BURST_WINDOW_MS;
    while (calls.length && calls[0]! < cutoff) calls.shift();
    return {
      'X-RateLimit-Limit-Daily': String(DAILY_LIMIT),
      'X-RateLimit-Daily-Remaining': String(Math.max(0, DAILY_LIMIT - dailyCalls)),
      'X-RateLimit-Interval-Milliseconds': String(BURST_WINDOW_MS),
      'X-RateLimit-Max': String(burst),
      'X-RateLimit-Remaining': String(Math.max(0, burst - calls.length)),
    };
  }

  return {
    /** Counts a call that passed GHL's checks; the `X-RateLimit-*` headers to answer it with. */
    count(): Record<string, string> {
      dailyCalls++;
      calls.push(Date.now());
      return rateHeaders();
    },
    /** More calls in the window than the burst allows. */
    overBurst: () => calls.length > burst,
    /** Whether this call is to fail (spending one of the next N faults when the call is their target). */
    failing(method: string | undefined, path: string): boolean {
      const targeted = (!failOnly.method || failOnly.method === method) && (!failOnly.path || failOnly.path === path);
      const failing = (failCount > 0 && targeted) || Date.now() < failUntil;
      if (failCount > 0 && targeted) failCount--;
      return failing;
    },
    failStatus: () => failStatus,
    failAfterProcessing: () => failAfterProcessing,
    failNext(
      count: number,
      status: 429 | 500 = 429,
      { afterProcessing = false, method, path }: { afterProcessing?: boolean; method?: string; path?: string } = {},
    ) {
      failCount = count;
      failStatus = status;
      failAfterProcessing = afterProcessing;
      failOnly = { method, path };
    },
    failFor(ms: number, status: 429 | 500 = 429) {
      failUntil = Date.now() + ms;
      failStatus = status;
      failAfterProcessing = false;
    },
    clearFaults() {
      failCount = 0;
      failUntil = 0;
      failAfterProcessing = false;
      failOnly = {};
    },
  };
}

export type GhlLimits = ReturnType<typeof createGhlLimits>;
