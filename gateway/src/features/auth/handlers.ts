import type { RateLimiter } from '../../infra/sharedRateLimiter';
import { HttpError } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import { authCookie, readCookie } from './oauthStates';
import { SIGN_IN_STATE_TTL_MS, type AuthService } from './service';
import { SIGN_IN_CODE_TTL_MS } from './signInCodes';

/**
 * The sign-in flow's cookie in the browser that started it: the OAuth state until Discord's
 * callback, then the secret the sign-in code is bound to until the shell exchanges it.
 */
export const SIGN_IN_STATE_COOKIE = 'portal_sign_in_state';
/** The refresh cookie: the session's opaque id, read only by refresh (and cleared by logout). */
export const SESSION_COOKIE = 'portal_session';
/** Both cookies go only to the auth routes (under the public API path: `/api/auth` behind the proxy). */
const COOKIE_PATH = '/auth';

const SIGN_IN_AGAIN = 'Sign-in expired or was started in another browser. Please try again.';

export type AuthHandlerDeps = {
  auth: AuthService;
  /** Discord callbacks per address (SIGN_IN_RATE_LIMIT_PER_MINUTE). */
  signInLimiter: RateLimiter;
  /** Sign-in code exchanges per address, the same limit in a window of their own. */
  codeExchangeLimiter: RateLimiter;
  shellUrl: string;
  /** The front ends' origins (FRONTEND_ORIGINS): the only ones the cookie routes answer. */
  frontendOrigins: string[];
  /** Mark cookies Secure (the gateway is served over https). */
  secureCookies: boolean;
  /** The path the public API URL puts before ours (`/api` behind the proxy), so the browser sends the cookie back. */
  publicApiPath?: string;
};

async function limitSignIn(limiter: RateLimiter, ip: string): Promise<void> {
  try {
    await limiter.consume(ip);
  } catch (rejection) {
    const seconds = Math.ceil(((rejection as { msBeforeNext?: number }).msBeforeNext ?? 60_000) / 1000);
    throw new HttpError(
      429,
      { error: 'Too many sign-in attempts. Please wait a minute.', message: 'Sign-in rate limit reached' },
      { 'Retry-After': String(seconds) },
    );
  }
}

/** Sign-in, the Discord callback, the session exchange and refresh, the current user and logout. */
export function createAuthHandlers({
  auth,
  signInLimiter,
  codeExchangeLimiter,
  shellUrl,
  frontendOrigins,
  secureCookies,
  publicApiPath = '',
}: AuthHandlerDeps) {
  const cookiePath = `${publicApiPath}${COOKIE_PATH}`;
  const origins = new Set(frontendOrigins.map((origin) => new URL(origin).origin));
  const signInCookie = (value: string, maxAgeSeconds: number) =>
    authCookie(SIGN_IN_STATE_COOKIE, value, { path: cookiePath, maxAgeSeconds, secure: secureCookies });
  const sessionCookie = (value: string, maxAgeSeconds: number) =>
    authCookie(SESSION_COOKIE, value, {
      path: cookiePath,
      maxAgeSeconds,
      secure: secureCookies,
      sameSite: 'Strict',
    });
  /** Back to the shell with an error; the flow's cookie is spent whatever the outcome. */
  const toShellWithError = (error: string) => {
    const url = new URL('/', shellUrl);
    url.searchParams.set('error', error);
    return { status: 302 as const, headers: { Location: url.toString(), 'Set-Cookie': signInCookie('', 0) } };
  };
  /**
   * The cookie routes answer only the front ends' own pages: with SameSite=Strict cookies this is
   * their defence against cross-site requests (CSRF), as browsers always send Origin on a POST.
   */
  const requireFrontendOrigin = (origin: string | undefined) => {
    if (origin && origins.has(origin)) return;
    throw new HttpError(403, {
      error: 'This request must come from the portal',
      message: 'The Origin header is not one of the portal front ends',
    });
  };

  return {
    async startDiscordSignIn() {
      const { state, authorizeUrl } = await auth.startSignIn();
      return {
        status: 302,
        headers: {
          Location: authorizeUrl,
          'Set-Cookie': signInCookie(state, Math.floor(SIGN_IN_STATE_TTL_MS / 1000)),
        },
      };
    },

    async discordCallback({ query }, { ip, log, rawRequest }) {
      // The state must be the one this browser's cookie holds, unused and fresh: a callback URL
      // captured elsewhere signs nobody in (login CSRF).
      const check = await auth.checkSignInState(
        query.state,
        readCookie(rawRequest.headers.cookie, SIGN_IN_STATE_COOKIE),
      );
      if (!check.ok) {
        log.warn({ reason: check.reason }, 'Discord sign-in refused its state');
        return toShellWithError('invalid_state');
      }
      if (query.error) return toShellWithError(query.error);
      if (!query.code) return toShellWithError('missing_code');
      await limitSignIn(signInLimiter, ip);
      const result = await auth.signIn(query.code);
      if (!result.ok) {
        log.warn({ reason: result.error.message }, 'Discord sign-in failed');
        return toShellWithError(result.error.kind === 'upstream' ? 'discord_unavailable' : 'sign_in_failed');
      }
      // No token in any URL: a single-use code in the fragment (never sent to a server, so never
      // in a proxy's log), bound to this browser by the secret its cookie now holds.
      const url = new URL('/', shellUrl);
      url.hash = `code=${result.value.code}`;
      return {
        status: 302,
        headers: {
          Location: url.toString(),
          'Set-Cookie': signInCookie(result.value.binding, Math.floor(SIGN_IN_CODE_TTL_MS / 1000)),
        },
      };
    },

    async createSession({ body }, { ip, log, rawRequest }) {
      // Every exchange counts, refused or not (codes are not guessable, but each costs a read).
      await limitSignIn(codeExchangeLimiter, ip);
      requireFrontendOrigin(rawRequest.headers.origin);
      const started = await auth.startSession(body.code, readCookie(rawRequest.headers.cookie, SIGN_IN_STATE_COOKIE));
      if (!started.ok) {
        log.warn({ reason: started.reason }, 'sign-in code refused');
        return { status: 401, body: { error: SIGN_IN_AGAIN, message: 'The sign-in code was refused' } };
      }
      const { grant, refreshSecret, maxAgeSeconds } = started.session;
      return { status: 200, headers: { 'Set-Cookie': sessionCookie(refreshSecret, maxAgeSeconds) }, body: grant };
    },

    async refreshSession(_request, { rawRequest }) {
      requireFrontendOrigin(rawRequest.headers.origin);
      const grant = await auth.refresh(readCookie(rawRequest.headers.cookie, SESSION_COOKIE));
      if (!grant) {
        return {
          status: 401,
          headers: { 'Set-Cookie': sessionCookie('', 0) },
          body: {
            error: 'Your session has expired. Please sign in again.',
            message: 'No live session for this browser',
          },
        };
      }
      return { status: 200, body: grant };
    },

    async getCurrentUser(_request, { profile }) {
      // Read by the access check (PROFILE_OPERATIONS): one read of the user per call.
      if (!profile) throw new Error('getCurrentUser needs the profile read by the access check');
      return { status: 200, body: profile };
    },

    async logout(_request, { sessionId }) {
      await auth.logout(sessionId);
      return { status: 200, headers: { 'Set-Cookie': sessionCookie('', 0) }, body: { message: 'Signed out' } };
    },
  } satisfies Pick<
    StrictServer,
    'startDiscordSignIn' | 'discordCallback' | 'createSession' | 'refreshSession' | 'getCurrentUser' | 'logout'
  >;
}
