/** Driver errors that mean "the database cannot be reached right now", not "this request is wrong". */
const UNREACHABLE = new Set([
  'MongoServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoPoolClearedError',
  'MongoTopologyClosedError',
  'MongoServerClosedError',
  // The instance is shutting down and closed its client under a request still running.
  'MongoClientClosedError',
  // Every pooled connection stayed busy for the whole wait (the database answers too slowly).
  'MongoWaitQueueTimeoutError',
]);

/**
 * Server answers that mean "not now" rather than "not this": the server is shutting down, a
 * replica set is electing a new primary, or the server could not reach another member.
 */
const UNAVAILABLE_CODES = new Set([
  6, // HostUnreachable
  7, // HostNotFound
  89, // NetworkTimeout
  91, // ShutdownInProgress
  189, // PrimarySteppedDown
  9001, // SocketException
  10107, // NotWritablePrimary
  11600, // InterruptedAtShutdown
  11602, // InterruptedDueToReplStateChange
  13435, // NotPrimaryNoSecondaryOk
  13436, // NotPrimaryOrSecondary
]);

/** Socket errors of a connection the database closed under a command being written. */
const BROKEN_SOCKET_CODES = new Set(['EPIPE', 'ECONNRESET']);

/**
 * The driver (mongodb 6) lets a write to a socket the server has just closed escape as Node's
 * own error ("This socket has been ended by the other party", EPIPE) instead of a
 * MongoNetworkError; seen when the database stops under write load. Only such errors raised
 * inside the driver count, so a broken socket of another service still reads as ours to fix.
 */
function isDriverSocketError(code: unknown, stack: unknown): boolean {
  return (
    typeof code === 'string' &&
    BROKEN_SOCKET_CODES.has(code) &&
    typeof stack === 'string' &&
    /[\\/]mongodb[\\/]lib[\\/]cmap[\\/]/.test(stack)
  );
}

/**
 * True when `error` (or an error it wraps) says the database is unreachable: the driver could not
 * select a server, a connection broke, the server is shutting down or has no primary, or mongoose
 * gave up waiting for one. Such a request is answered 503 with Retry-After; the driver reconnects
 * by itself (see databaseWatchdog.ts for when it cannot).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { name, message, errorLabels, code, stack } = current as {
      name?: string;
      message?: string;
      errorLabels?: unknown;
      code?: unknown;
      stack?: unknown;
    };
    if (name && UNREACHABLE.has(name)) return true;
    if (typeof code === 'number' && name?.startsWith('Mongo') && UNAVAILABLE_CODES.has(code)) return true;
    if (Array.isArray(errorLabels) && errorLabels.includes('ResetPool')) return true;
    // mongoose: "Operation `deals.insertOne()` buffering timed out after 5000ms", or a closed client.
    if (name === 'MongooseError' && /buffering timed out|client was closed/i.test(message ?? '')) return true;
    if (name === 'MongooseServerSelectionError') return true;
    if (isDriverSocketError(code, stack)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Seconds a client is asked to wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
