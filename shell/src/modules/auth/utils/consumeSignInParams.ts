import { authStorage } from '@portal/contracts';
import { parseUserParam } from './parseUserParam';

const SIGN_IN_PARAMS = ['token', 'user', 'error'] as const;

export type SignInParamsOutcome = 'signed-in' | 'error' | 'none';

type LocationLike = Pick<Location, 'pathname' | 'search' | 'hash'>;
type HistoryLike = Pick<History, 'replaceState' | 'state'>;

/**
 * Reads the sign-in callback's query (`token`, `user` as URL-encoded JSON, `error`) on load
 * (spec §2). `error` is only logged. With both token and user they are stored, and the address
 * bar is rewritten at once so the token never stays in it; the app then starts at '/'.
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
    outcome = 'error';
  }
  let signedIn = false;
  if (token && rawUser) {
    const user = parseUserParam(rawUser);
    if (user) {
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
