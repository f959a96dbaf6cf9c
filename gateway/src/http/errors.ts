import type { components } from '@portal/contracts';

export type ErrorBody = components['schemas']['Error'];
export type ErrorDetail = components['schemas']['ErrorDetail'];

/** The status each kind of expected failure maps to. */
export const STATUS_BY_KIND = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooLarge: 413,
  unsupportedType: 415,
  rateLimited: 429,
  upstream: 502,
  unavailable: 503,
} as const;

export type ErrorKind = keyof typeof STATUS_BY_KIND;

/** An expected failure, returned as a value by services (never thrown for control flow). */
export type DomainError<K extends ErrorKind = ErrorKind> = {
  kind: K;
  message: string;
  /** The short `error` text, when it differs from `message` (which then explains it). */
  summary?: string;
  details?: ErrorDetail[];
  retryAfterSeconds?: number;
};

export type Result<T, E extends DomainError = DomainError> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });
export const fail = <K extends ErrorKind>(
  kind: K,
  message: string,
  details?: ErrorDetail[],
): { ok: false; error: DomainError<K> } => ({ ok: false, error: { kind, message, ...(details ? { details } : {}) } });

export function errorBody(error: DomainError): ErrorBody {
  return {
    error: error.summary ?? error.message,
    message: error.message,
    ...(error.details?.length ? { details: error.details } : {}),
  };
}

/**
 * Turns a domain error into the contract response for its status. The return type only
 * contains the statuses of the kinds E can be, so a handler compiles only when its
 * operation defines each of them.
 */
export function errorResponse<E extends DomainError>(
  error: E,
): { status: (typeof STATUS_BY_KIND)[E['kind']]; body: ErrorBody } {
  return { status: STATUS_BY_KIND[error.kind as E['kind']], body: errorBody(error) };
}

/** Thrown by middleware (auth, validation, rate limits) and mapped by the error middleware. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
    readonly headers: Record<string, string> = {},
  ) {
    super(body.message);
    this.name = 'HttpError';
  }

  static from(error: DomainError): HttpError {
    const headers: Record<string, string> =
      error.retryAfterSeconds !== undefined ? { 'Retry-After': String(error.retryAfterSeconds) } : {};
    return new HttpError(STATUS_BY_KIND[error.kind], errorBody(error), headers);
  }
}
