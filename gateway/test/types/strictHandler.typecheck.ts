/**
 * Type-level checks of the strict server, compiled by `tsc -p gateway` (npm run typecheck).
 * Each @ts-expect-error must stay an error: if the types ever let the bad handler through,
 * the directive becomes unused and the typecheck fails.
 */
import type { Handler } from '../../src/http/strict';
import { errorResponse, fail } from '../../src/http/errors';

export const healthy: Handler<'getHealth'> = async () => ({ status: 200, body: { status: 'ok' } });

// @ts-expect-error getHealth defines no 201 response
export const undefinedStatus: Handler<'getHealth'> = async () => ({ status: 201, body: { status: 'ok' } });

// @ts-expect-error the 200 body must be a Health object
export const wrongBody: Handler<'getHealth'> = async () => ({ status: 200, body: { healthy: true } });

// @ts-expect-error createSession defines no 404 response
export const undeclaredError: Handler<'createSession'> = async () => ({
  status: 404,
  body: { error: 'x', message: 'x' },
});

export const declaredDomainError: Handler<'createSession'> = async () =>
  errorResponse(fail('unauthorized', 'The sign-in code was refused').error);

const conflict = fail('conflict', 'x').error;
// @ts-expect-error a conflict (409) is not a response of createSession
export const undeclaredDomainError: Handler<'createSession'> = async () => errorResponse(conflict);

// @ts-expect-error the redirect must carry its Location header
export const redirectWithoutLocation: Handler<'discordCallback'> = async () => ({ status: 302 });
