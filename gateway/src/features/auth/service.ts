import type { User } from '@portal/contracts';
import type { Clock } from '../../infra/clock';
import { DiscordAuthError, DiscordUnavailableError, type DiscordClient } from '../../infra/discordClient';
import { fail, ok, type DomainError, type Result } from '../../http/errors';
import type { AuthUser } from '../../http/context';
import type { AutoAccessRepository } from '../autoAccess/repository';
import type { UserRecord } from '../users/model';
import type { DiscordProfile, UserRepository } from '../users/repository';
import { toUserDto } from '../users/dto';
import type { SessionRepository } from './sessionRepository';
import type { TokenService } from './tokens';
import type { OAuthStates, StateRefusal } from './oauthStates';

export type AuthServiceDeps = {
  discord: DiscordClient;
  users: UserRepository;
  autoAccess: AutoAccessRepository;
  sessions: SessionRepository;
  tokens: TokenService;
  oauthStates: OAuthStates;
  clock: Clock;
  initialAdminUsernames: string[];
  /** Access from Discord roles: extra sign-in scopes and the role check at sign-in. */
  roleAccess?: {
    signInScopes(): Promise<string[]>;
    atSignIn(user: UserRecord, accessToken: string): Promise<UserRecord>;
  };
};

/** Every Discord sign-in state starts with this. */
export const SIGN_IN_STATE_PURPOSE = 'discord_sign_in';
/** How long a sign-in may take, from the click on LOGIN WITH DISCORD to Discord's redirect back. */
export const SIGN_IN_STATE_TTL_MS = 10 * 60_000;

export type SignInError = DomainError<'unauthorized' | 'upstream'>;

/** Sign-in with Discord, the session behind each token, and who the caller is. */
export function createAuthService(deps: AuthServiceDeps) {
  const initialAdmins = new Set(deps.initialAdminUsernames.map((name) => name.trim().toLowerCase()));

  async function findOrCreateUser(code: string): Promise<UserRecord> {
    const accessToken = await deps.discord.exchangeCode(code);
    const profile = await deps.discord.fetchProfile(accessToken);
    const now = deps.clock.now();
    const existing = await deps.users.findByDiscordId(profile.discordId);
    // Returning users keep their access flags: neither list changes an existing user.
    const user = existing
      ? ((await deps.users.updateProfile(existing._id, profile, now)) ?? existing)
      : await createUser(profile, now);
    // Roles are read at every sign-in (new and returning users alike).
    return deps.roleAccess ? deps.roleAccess.atSignIn(user, accessToken) : user;
  }

  async function createUser(profile: DiscordProfile, now: Date): Promise<UserRecord> {
    const isInitialAdmin = initialAdmins.has(profile.username.toLowerCase());
    const isAutoAccess = await deps.autoAccess.isListed(profile.username);
    return deps.users.create(profile, { isAdmin: isInitialAdmin, isWhitelisted: isInitialAdmin || isAutoAccess }, now);
  }

  return {
    /** Exchanges a Discord code for a portal token; creates the user on first sign-in. */
    async signIn(code: string): Promise<Result<{ token: string; user: User }, SignInError>> {
      let user: UserRecord;
      try {
        user = await findOrCreateUser(code);
      } catch (error) {
        if (error instanceof DiscordAuthError) return fail('unauthorized', 'Discord sign-in failed. Please try again.');
        if (error instanceof DiscordUnavailableError) {
          return fail('upstream', 'Discord is not reachable right now. Please try again.');
        }
        throw error;
      }
      const { token, claims } = await deps.tokens.issue(user._id);
      await deps.sessions.create(claims.sessionId, user._id, claims.expiresAt);
      return ok({ token, user: toUserDto(user) });
    },

    /**
     * The caller behind a bearer token, or null when the token is invalid, expired or revoked.
     * With `profile` the same read of the user also brings what `GET /auth/me` answers.
     */
    async authenticate(
      token: string,
      options: { profile?: boolean } = {},
    ): Promise<{ user: AuthUser; sessionId: string; profile?: User } | null> {
      const claims = await deps.tokens.verify(token);
      if (!claims) return null;
      // Session and user are read together (both by _id; the token names both), so the check
      // costs one round trip and is always current: no cache that a logout or a revocation on
      // another instance (or by the admin CLI) would have to beat.
      const profileRead = options.profile ? deps.users.findProfile(claims.userId) : null;
      const [session, user] = await Promise.all([
        deps.sessions.findActive(claims.sessionId, deps.clock.now()),
        profileRead ?? deps.users.findAccess(claims.userId),
      ]);
      if (!session || session.userId !== claims.userId || !user) return null;
      const profile = profileRead ? await profileRead : null;
      return {
        sessionId: claims.sessionId,
        user: {
          id: user._id,
          discordId: user.discordId,
          username: user.username,
          isAdmin: user.isAdmin === true,
          isWhitelisted: user.isWhitelisted === true,
        },
        ...(profile ? { profile: toUserDto(profile) } : {}),
      };
    },

    /** Ends the session: the token answers 401 from now on. */
    async logout(sessionId: string): Promise<void> {
      await deps.sessions.revoke(sessionId, deps.clock.now());
    },

    /**
     * Starts a sign-in: a fresh single-use state (the caller binds it to the browser with a cookie)
     * and Discord's authorize URL carrying it. `clientNonce` is the shell's own value, handed back
     * with the token so the shell accepts only sign-ins it started.
     */
    async startSignIn(clientNonce: string | undefined): Promise<{ state: string; authorizeUrl: string }> {
      const { state } = deps.oauthStates.issue(
        SIGN_IN_STATE_PURPOSE,
        clientNonce ? { c: clientNonce } : {},
        SIGN_IN_STATE_TTL_MS,
      );
      const extraScopes = deps.roleAccess ? await deps.roleAccess.signInScopes() : [];
      return { state, authorizeUrl: deps.discord.authorizeUrl(state, extraScopes) };
    },

    /** Checks the state Discord sent back against the browser's, once; the shell's nonce when it holds. */
    async checkSignInState(
      state: string | undefined,
      bound: string | undefined,
    ): Promise<{ ok: true; clientNonce: string | undefined } | { ok: false; reason: StateRefusal }> {
      const check = await deps.oauthStates.consume(SIGN_IN_STATE_PURPOSE, state, bound);
      return check.ok ? { ok: true, clientNonce: check.data.c } : check;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
