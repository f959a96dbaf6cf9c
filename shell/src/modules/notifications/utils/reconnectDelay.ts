/** First wait before reconnecting the notification stream, and the longest. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 60_000;

/**
 * Exponential backoff with jitter for the `attempt`-th reconnect (0-based): about 1 s, 2 s, 4 s …
 * up to a minute, each between half and all of its step so that many tabs do not retry in step.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  return Math.round(step / 2 + (random() * step) / 2);
}
