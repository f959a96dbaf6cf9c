import type { ApiError } from '@portal/contracts';

/**
 * How the error's `message` reads: 'operation' names the call and its status
 * ("GET /deals failed (500): …"), 'server' is the server's own words when it sent any
 * (the deals pages show it as is), else the call and its status ("no answer" for status 0).
 */
export type ApiErrorWording = 'operation' | 'server';

/** A gateway call answered with an error status (or not answered at all: status 0). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly body: ApiError | undefined;

  constructor(operation: string, status: number, body: unknown, wording: ApiErrorWording = 'operation') {
    const apiBody = isApiError(body) ? body : undefined;
    super(
      wording === 'server'
        ? apiBody
          ? apiBody.message || apiBody.error
          : `${operation} failed (${status || 'no answer'})`
        : `${operation} failed (${status})${apiBody ? `: ${apiBody.message || apiBody.error}` : ''}`,
    );
    this.status = status;
    this.body = apiBody;
  }
}

function isApiError(body: unknown): body is ApiError {
  return Boolean(body && typeof body === 'object' && 'error' in body && typeof body.error === 'string');
}
