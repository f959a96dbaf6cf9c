/** Driver errors that mean "the database cannot be reached right now", not "this request is wrong". */
const UNREACHABLE = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoTopologyClosedError',
  'MongoServerClosedError',
]);

/**
 * True when `error` (or an error it wraps) says the database is unreachable: the driver could not
 * select a server, a connection broke, or mongoose gave up waiting for one. Such a request is
 * answered 503 with Retry-After; the driver reconnects by itself.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { name, message, errorLabels } = current as { name?: string; message?: string; errorLabels?: unknown };
    if (name && UNREACHABLE.has(name)) return true;
    if (Array.isArray(errorLabels) && errorLabels.includes('ResetPool')) return true;
    // mongoose: "Operation `deals.insertOne()` buffering timed out after 5000ms", or a closed client.
    if (name === 'MongooseError' && /buffering timed out|client was closed/i.test(message ?? '')) return true;
    if (name === 'MongooseServerSelectionError') return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
