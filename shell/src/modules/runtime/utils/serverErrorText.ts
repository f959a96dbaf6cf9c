import { ApiRequestError } from './ApiRequestError';

/** The server's `error` field when it sent one, else the given message (as spec §8 does for deals). */
export function serverErrorText(error: unknown, fallback: string): string {
  return (error instanceof ApiRequestError && error.body?.error?.trim()) || fallback;
}
