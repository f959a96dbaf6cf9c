import type { ApiError } from '@portal/contracts';

/** A gateway call answered with an error status (or not at all: status 0). */
export class ApiRequestError extends Error {
  override readonly name = 'ApiRequestError';
  readonly status: number;
  readonly body: ApiError | undefined;

  constructor(operation: string, status: number, body: unknown) {
    const apiBody = isApiError(body) ? body : undefined;
    super(apiBody ? apiBody.message || apiBody.error : `${operation} failed (${status || 'no answer'})`);
    this.status = status;
    this.body = apiBody;
  }
}

function isApiError(body: unknown): body is ApiError {
  return Boolean(body && typeof body === 'object' && 'error' in body && typeof body.error === 'string');
}
