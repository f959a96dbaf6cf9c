/** The gateway refused the sign-in's state: expired, reused, or started in another browser. */
const INVALID_STATE = 'invalid_state';

/**
 * What the Discord callback handed this page load: a single-use `code` to exchange, or an
 * `error` (`refused`: the gateway refused the sign-in's state).
 */
export type SignInCallback = { code: string | null; outcome: 'code' | 'error' | 'refused' | 'none' };

type LocationLike = Pick<Location, 'pathname' | 'search' | 'hash'>;
type HistoryLike = Pick<History, 'replaceState' | 'state'>;

/**
 * Reads the sign-in callback's `#code=` fragment and `?error=` query on load, and rewrites the
 * address bar at once, so the code stays in neither the address bar nor the history. `error` is
 * only logged (docs/product.md#login-screen). With a code the app starts at '/'.
 */
export function takeSignInCallback(
  location: LocationLike = window.location,
  history: HistoryLike = window.history,
): SignInCallback {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const params = new URLSearchParams(location.search);
  const code = fragment.get('code');
  const error = params.get('error');
  if (!code && error === null) return { code: null, outcome: 'none' };

  params.delete('error');
  const rest = params.toString();
  const path = code ? '/' : location.pathname;
  history.replaceState(history.state, '', `${path}${rest ? `?${rest}` : ''}${code ? '' : location.hash}`);
  if (code) return { code, outcome: 'code' };
  console.error('Sign-in failed:', error);
  return { code: null, outcome: error === INVALID_STATE ? 'refused' : 'error' };
}
