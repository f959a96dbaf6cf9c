/**
 * True when the gateway answered 503 (Service Unavailable, with Retry-After): its database is
 * down or the instance is shutting down, and the call may be repeated shortly. Works for the
 * shell's and the remotes' API errors, which all carry the answer's `status`.
 */
export function isServiceUnavailable(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 503;
}
