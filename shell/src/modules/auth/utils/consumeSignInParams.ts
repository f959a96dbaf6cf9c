import { authStorage } from '@portal/contracts';
import { parseUserParam } from './parseUserParam';
import { takeSignInNonce } from './signInNonce';

const SIGN_IN_PARAMS = ['token', 'user', 'error', 'nonce'] as const;

/** The gateway refused the sign-in's state: expired, reused, or started in another browser. */
const INVALID_STATE = 'invalid_state';

/** `refused`: a sign-in this browser did not start (login CSRF) or whose state the gateway refused. */
export type SignInParamsOutcome = 'signed-in' | 'error' | 'refused' | 'none';

type LocationLike = Pick<Location, 'pathname' | 'search' | 'hash'>;
type HistoryLike = Pick<History, 'replaceState' | 'state'>;

/**
 * Reads the sign-in callback's query (`token`, `user` as URL-encoded JSON, `nonce`, `error`) on
 * load (spec §2). `error` is logged. With both token and user they are stored, but only when
 * `nonce` is the one this tab sent when it started the sign-in (a token link made in another
 * browser signs nobody in). The address bar is rewritten at once so the token never stays in it;
 * the app then starts at '/'.
 */
export function consumeSignInParams(
  location: LocationLike = window.location,
  history: HistoryLike = window.history,
): SignInParamsOutcome {
  const params = new URLSearchParams(location.search);
  if (!SIGN_IN_PARAMS.some((name) => params.has(name))) return 'none';

  const token = params.get('token');
  const rawUser = params.get('user');
  const error = params.get('error');

  let outcome: SignInParamsOutcome = 'none';
  if (error) {
    console.error('Sign-in failed:', error);
    outcome = error === INVALID_STATE ? 'refused' : 'error';
  }
  let signedIn = false;
  if (token && rawUser) {
    const user = parseUserParam(rawUser);
    const expectedNonce = takeSignInNonce();
    if (!expectedNonce || params.get('nonce') !== expectedNonce) {
      console.error('Sign-in refused: it was not started in this browser.');
      outcome = 'refused';
    } else if (user) {
      authStorage.save(token, user);
      signedIn = true;
      outcome = 'signed-in';
    } else {
      console.error('Sign-in failed: the user parameter is not a valid user.');
    }
  }

  for (const name of SIGN_IN_PARAMS) params.delete(name);
  const rest = params.toString();
  const path = signedIn ? '/' : location.pathname;
  history.replaceState(history.state, '', `${path}${rest ? `?${rest}` : ''}${signedIn ? '' : location.hash}`);
  return outcome;
}
