import { ApiRequestError } from './ApiRequestError';

/**
 * The text of a failed call as docs/product.md#messages words it: the server's `error`
 * field (or its `message` field, for the calls whose messages come from there), else the fallback.
 */
export function serverErrorText(error: unknown, fallback: string, field: 'error' | 'message' = 'error'): string {
  if (error instanceof ApiRequestError && error.body) {
    const text = error.body[field]?.trim();
    if (text) return text;
  }
  return fallback;
}
