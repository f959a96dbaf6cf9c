import { authStorage, type ApiClient, type SessionGrant } from '@portal/contracts';
import { isServiceUnavailable } from '../../runtime/utils/isServiceUnavailable';
import { createSession } from '../api/createSession';
import { refreshSession } from '../api/refreshSession';
import type { AccessTokenHolder } from './createAccessTokenHolder';
import { isLeavingPage } from './pageLeaving';
import type { SignInCallback } from './takeSignInCallback';

/** How a page load's session began: with a token in memory, without one, or not yet (gateway 503). */
export type SessionStart =
  | { status: 'signed-in' }
  | { status: 'signed-out'; refused: boolean }
  /** The gateway answered 503: the stored user is kept and the start can be tried again. */
  | { status: 'unavailable' };

function keep(grant: SessionGrant, accessToken: AccessTokenHolder): SessionStart {
  accessToken.set(grant.token, grant.expiresAt);
  authStorage.saveUser(grant.user);
  return { status: 'signed-in' };
}

/**
 * Starts this page load's session: exchanges the sign-in code the callback handed over, or, when a
 * user is stored from an earlier visit, asks the refresh cookie for a token (a reload keeps you
 * signed in). Without either the visitor is signed out and nothing is called. A refused code or
 * refresh clears the stored user.
 */
export async function startSession(
  api: ApiClient,
  accessToken: AccessTokenHolder,
  callback: SignInCallback,
): Promise<SessionStart> {
  // A token an earlier version kept in local storage is of no use now; it must not stay readable.
  authStorage.removeToken();
  const hasStoredUser = authStorage.getUser() !== null;
  if (!callback.code && !hasStoredUser) return { status: 'signed-out', refused: callback.outcome === 'refused' };
  try {
    return keep(callback.code ? await createSession(api, callback.code) : await refreshSession(api), accessToken);
  } catch (error) {
    if (isServiceUnavailable(error)) return { status: 'unavailable' };
    // A refresh cut off by leaving the page keeps the stored user for the page loading next.
    if (isLeavingPage() && !callback.code) return { status: 'signed-out', refused: false };
    if (callback.code) console.error('Sign-in failed: the sign-in code was refused.', error);
    authStorage.clear();
    return { status: 'signed-out', refused: callback.code !== null };
  }
}
