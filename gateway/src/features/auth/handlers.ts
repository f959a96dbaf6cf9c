import type { RateLimiter } from '../../infra/sharedRateLimiter';
import { errorResponse, HttpError } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import { readCookie, stateCookie } from './oauthStates';
import { SIGN_IN_STATE_TTL_MS, type AuthService } from './service';

/** The cookie holding the sign-in state in the browser that started it (sent back only to our callback). */
export const SIGN_IN_STATE_COOKIE = 'portal_sign_in_state';
const COOKIE_PATH = '/auth/discord';

export type AuthHandlerDeps = {
  auth: AuthService;
  signInLimiter: RateLimiter;
  shellUrl: string;
  /** Mark cookies Secure (the gateway is served over https). */
  secureCookies: boolean;
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

/** Sign-in, the Discord callback, the current user and logout. */
export function createAuthHandlers({ auth, signInLimiter, shellUrl, secureCookies }: AuthHandlerDeps) {
  const cookie = (value: string, maxAgeSeconds: number) =>
    stateCookie(SIGN_IN_STATE_COOKIE, value, { path: COOKIE_PATH, maxAgeSeconds, secure: secureCookies });
  /** Back to the shell; the state cookie is spent whatever the outcome. */
  const toShell = (params: Record<string, string>) => {
    const url = new URL('/', shellUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return { status: 302 as const, headers: { Location: url.toString(), 'Set-Cookie': cookie('', 0) } };
  };

  return {
    async signInWithDiscord({ body }, { ip }) {
      await limitSignIn(signInLimiter, ip);
      const result = await auth.signIn(body.code);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async startDiscordSignIn({ query }) {
      const { state, authorizeUrl } = await auth.startSignIn(query.nonce);
      return {
        status: 302,
        headers: { Location: authorizeUrl, 'Set-Cookie': cookie(state, Math.floor(SIGN_IN_STATE_TTL_MS / 1000)) },
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
        return toShell({ error: 'invalid_state' });
      }
      if (query.error) return toShell({ error: query.error });
      if (!query.code) return toShell({ error: 'missing_code' });
      await limitSignIn(signInLimiter, ip);
      const result = await auth.signIn(query.code);
      if (!result.ok) {
        log.warn({ reason: result.error.message }, 'Discord sign-in failed');
        return toShell({ error: result.error.kind === 'upstream' ? 'discord_unavailable' : 'sign_in_failed' });
      }
      return toShell({
        token: result.value.token,
        user: JSON.stringify(result.value.user),
        ...(check.clientNonce ? { nonce: check.clientNonce } : {}),
      });
    },

    async getCurrentUser(_request, { profile }) {
      // Read by the access check (PROFILE_OPERATIONS): one read of the user per call.
      if (!profile) throw new Error('getCurrentUser needs the profile read by the access check');
      return { status: 200, body: profile };
    },

    async logout(_request, { sessionId }) {
      await auth.logout(sessionId);
      return { status: 200, body: { message: 'Signed out' } };
    },
  } satisfies Pick<
    StrictServer,
    'signInWithDiscord' | 'startDiscordSignIn' | 'discordCallback' | 'getCurrentUser' | 'logout'
  >;
}
