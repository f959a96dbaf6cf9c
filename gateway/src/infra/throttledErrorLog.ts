import { isDatabaseUnavailable } from './databaseErrors';
import type { Logger } from './logger';

/**
 * Logs the errors of a poller that repeats while the database is away (the job queue polls every
 * few seconds): the first such error at once, then one summary a period with how many were held
 * back. Other errors are logged every time.
 */
export function createThrottledErrorLog(log: Logger, message: string, periodMs = 60_000, now = () => Date.now()) {
  let lastLoggedAt = Number.NEGATIVE_INFINITY;
  let heldBack = 0;

  return (error: unknown) => {
    if (!isDatabaseUnavailable(error)) {
      log.error({ err: error }, message);
      return;
    }
    const at = now();
    if (at - lastLoggedAt < periodMs) {
      heldBack += 1;
      return;
    }
    log.error({ err: error, ...(heldBack > 0 ? { repeated: heldBack } : {}) }, `${message} (database unavailable)`);
    lastLoggedAt = at;
    heldBack = 0;
  };
}
