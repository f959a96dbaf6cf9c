import type { RateLimiter } from '../../infra/sharedRateLimiter';
import { errorResponse, HttpError } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { AuthService } from './service';

export type AuthHandlerDeps = {
  auth: AuthService;
  signInLimiter: RateLimiter;
  shellUrl: string;
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
export function createAuthHandlers({ auth, signInLimiter, shellUrl }: AuthHandlerDeps) {
  const toShell = (params: Record<string, string>) => {
    const url = new URL('/', shellUrl);
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return { status: 302 as const, headers: { Location: url.toString() } };
  };

  return {
    async signInWithDiscord({ body }, { ip }) {
      await limitSignIn(signInLimiter, ip);
      const result = await auth.signIn(body.code);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async discordCallback({ query }, { ip, log }) {
      if (query.error) return toShell({ error: query.error });
      if (!query.code) return toShell({ error: 'missing_code' });
      await limitSignIn(signInLimiter, ip);
      const result = await auth.signIn(query.code);
      if (!result.ok) {
        log.warn({ reason: result.error.message }, 'Discord sign-in failed');
        return toShell({ error: result.error.kind === 'upstream' ? 'discord_unavailable' : 'sign_in_failed' });
      }
      return toShell({ token: result.value.token, user: JSON.stringify(result.value.user) });
    },

    async getCurrentUser(_request, { user }) {
      const current = await auth.currentUser(user.id);
      if (!current)
        return { status: 401, body: { error: 'Authentication required', message: 'User no longer exists' } };
      return { status: 200, body: current };
    },

    async logout(_request, { sessionId }) {
      await auth.logout(sessionId);
      return { status: 200, body: { message: 'Signed out' } };
    },
  } satisfies Pick<StrictServer, 'signInWithDiscord' | 'discordCallback' | 'getCurrentUser' | 'logout'>;
}
