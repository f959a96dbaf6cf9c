import type { Context } from 'koa';
import { HttpError } from '../../http/errors';
import type { Authenticator } from '../../http/router';
import type { OperationId } from '../../http/strict';
import type { AuthService } from './service';

const unauthorized = (message: string) => new HttpError(401, { error: message, message });

/** Operations that answer the caller's own user: the access check reads it whole, once. */
const PROFILE_OPERATIONS: ReadonlySet<OperationId> = new Set<OperationId>(['getCurrentUser']);

/**
 * The access middleware every non-public operation goes through:
 * signed in (valid, unrevoked token) → whitelisted → admin, as the operation's x-access asks.
 */
export function createAuthenticator(auth: AuthService): Authenticator {
  return async (ctx: Context, level, operationId) => {
    const header = ctx.get('Authorization');
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Authentication required');
    const found = await auth.authenticate(match[1], { profile: PROFILE_OPERATIONS.has(operationId) });
    if (!found) throw unauthorized('Your session has expired. Please sign in again.');

    const { user } = found;
    if ((level === 'whitelisted' || level === 'admin') && !user.isWhitelisted) {
      throw new HttpError(403, {
        error: 'Your account is pending approval',
        message: 'Your account is pending approval. Please contact an administrator to get access to the Portal.',
      });
    }
    if (level === 'admin' && !user.isAdmin) {
      throw new HttpError(403, { error: 'Admin access required', message: 'Only administrators can do this.' });
    }
    return found;
  };
}
