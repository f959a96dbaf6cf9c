import type { User } from '@portal/contracts';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
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
import { hashSecret, randomSecret } from './secrets';
import type { CodeRefusal, SignInCodes } from './signInCodes';

export type AuthServiceDeps = {
  discord: DiscordClient;
  users: UserRepository;
  autoAccess: AutoAccessRepository;
  sessions: SessionRepository;
  tokens: TokenService;
  oauthStates: OAuthStates;
  signInCodes: SignInCodes;
  clock: Clock;
  /** A session's absolute lifetime, from sign-in (JWT_TTL_SECONDS). */
  sessionTtlSeconds: number;
  /** INITIAL_ADMIN_DISCORD_IDS: who becomes the first admin, by Discord user id. */
  initialAdminDiscordIds: string[];
  /** INITIAL_ADMIN_DISCORD_USERNAMES: the older, name-based setting (names change hands). */
  initialAdminUsernames: string[];
  log: Logger;
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

/** What a signed-in browser gets: a short-lived bearer token and who it is. */
export type SessionGrant = { token: string; user: User; expiresAt: string };

/** A new session: its grant, the refresh secret for the browser's cookie and how long that may live. */
export type NewSession = { grant: SessionGrant; refreshSecret: string; maxAgeSeconds: number };

/** Sign-in with Discord, the session behind each token, and who the caller is. */
export function createAuthService(deps: AuthServiceDeps) {
  const initialAdminIds = new Set(deps.initialAdminDiscordIds.map((id) => id.trim()));
  const initialAdminNames = new Set(deps.initialAdminUsernames.map((name) => name.trim().toLowerCase()));

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

  /**
   * Whether a new user is an initial admin: listed by Discord id (or, in the older setting, by
   * name), and only while the portal has no admin at all. Once one exists, admins are made by admins
   * (or the CLI): a listed name claimed later by someone else, or a stale list, grants nothing.
   */
  async function isInitialAdmin(profile: DiscordProfile): Promise<boolean> {
    const byId = initialAdminIds.has(profile.discordId);
    const byName = initialAdminNames.has(profile.username.toLowerCase());
    if (!byId && !byName) return false;
    if ((await deps.users.countActiveAdmins()) > 0) {
      deps.log.warn(
        { discordId: profile.discordId, username: profile.username, by: byId ? 'id' : 'username' },
        'listed as an initial admin, but an admin already exists: not made admin',
      );
      return false;
    }
    deps.log.info(
      { discordId: profile.discordId, username: profile.username, by: byId ? 'id' : 'username' },
      'first admin made from the initial-admin setting (no admin existed)',
    );
    return true;
  }

  async function createUser(profile: DiscordProfile, now: Date): Promise<UserRecord> {
    const isAdmin = await isInitialAdmin(profile);
    const isAutoAccess = await deps.autoAccess.admits(profile);
    return deps.users.create(profile, { isAdmin, isWhitelisted: isAdmin || isAutoAccess }, now);
  }

  /**
   * A new session for `userId` (null when there is no such user). Its id is the hash of a random
   * refresh secret that only the browser's cookie holds.
   */
  async function openSession(userId: string): Promise<NewSession | null> {
    const user = await deps.users.findProfile(userId);
    if (!user) return null;
    const refreshSecret = randomSecret();
    const sessionId = hashSecret(refreshSecret);
    const expiresAt = new Date(deps.clock.now().getTime() + deps.sessionTtlSeconds * 1000);
    await deps.sessions.create(sessionId, user._id, expiresAt);
    const { token, claims } = await deps.tokens.issue(user._id, sessionId, expiresAt);
    return {
      grant: { token, user: toUserDto(user), expiresAt: claims.expiresAt.toISOString() },
      refreshSecret,
      maxAgeSeconds: deps.sessionTtlSeconds,
    };
  }

  return {
    /**
     * Completes a Discord sign-in: creates the user on first sign-in, and answers the single-use
     * code the shell exchanges for a session, with the secret that binds it to this browser.
     */
    async signIn(discordCode: string): Promise<Result<{ code: string; binding: string }, SignInError>> {
      let user: UserRecord;
      try {
        user = await findOrCreateUser(discordCode);
      } catch (error) {
        if (error instanceof DiscordAuthError) return fail('unauthorized', 'Discord sign-in failed. Please try again.');
        if (error instanceof DiscordUnavailableError) {
          return fail('upstream', 'Discord is not reachable right now. Please try again.');
        }
        throw error;
      }
      return ok(await deps.signInCodes.issue(user._id));
    },

    /** Exchanges a sign-in code (with this browser's binding secret) for a new session. */
    async startSession(
      code: string,
      binding: string | undefined,
    ): Promise<{ ok: true; session: NewSession } | { ok: false; reason: CodeRefusal | 'no_user' }> {
      const redeemed = await deps.signInCodes.redeem(code, binding);
      if (!redeemed.ok) return redeemed;
      const session = await openSession(redeemed.userId);
      return session ? { ok: true, session } : { ok: false, reason: 'no_user' };
    },

    openSession,

    /** A fresh token for the live session the refresh secret names, or null (revoked, expired, unknown). */
    async refresh(refreshSecret: string | undefined): Promise<SessionGrant | null> {
      if (!refreshSecret) return null;
      const session = await deps.sessions.findActive(hashSecret(refreshSecret), deps.clock.now());
      if (!session) return null;
      const user = await deps.users.findProfile(session.userId);
      if (!user) return null;
      const { token, claims } = await deps.tokens.issue(user._id, session._id, new Date(session.expiresAt));
      return { token, user: toUserDto(user), expiresAt: claims.expiresAt.toISOString() };
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

    /**
     * Whether a session still admits its user to what whitelisted members may do: live (not
     * logged out, revoked or expired) and its user still whitelisted. Open notification streams
     * ask this every minute.
     */
    async sessionStillAdmits(sessionId: string, userId: string): Promise<boolean> {
      const [session, user] = await Promise.all([
        deps.sessions.findActive(sessionId, deps.clock.now()),
        deps.users.findAccess(userId),
      ]);
      return Boolean(session && session.userId === userId && user?.isWhitelisted === true);
    },

    /** The user of the live session a refresh secret names, or null. */
    async sessionUserOf(refreshSecret: string | undefined): Promise<string | null> {
      if (!refreshSecret) return null;
      const session = await deps.sessions.findActive(hashSecret(refreshSecret), deps.clock.now());
      return session?.userId ?? null;
    },

    /** Ends the session: its tokens answer 401 and its refresh cookie is refused from now on. */
    async logout(sessionId: string): Promise<void> {
      await deps.sessions.revoke(sessionId, deps.clock.now());
    },

    /**
     * Starts a sign-in: a fresh single-use state (the caller binds it to the browser with a cookie)
     * and Discord's authorize URL carrying it.
     */
    async startSignIn(): Promise<{ state: string; authorizeUrl: string }> {
      const { state } = deps.oauthStates.issue(SIGN_IN_STATE_PURPOSE, {}, SIGN_IN_STATE_TTL_MS);
      const extraScopes = deps.roleAccess ? await deps.roleAccess.signInScopes() : [];
      return { state, authorizeUrl: deps.discord.authorizeUrl(state, extraScopes) };
    },

    /** Checks the state Discord sent back against the browser's, once. */
    async checkSignInState(
      state: string | undefined,
      bound: string | undefined,
    ): Promise<{ ok: true } | { ok: false; reason: StateRefusal }> {
      const check = await deps.oauthStates.consume(SIGN_IN_STATE_PURPOSE, state, bound);
      return check.ok ? { ok: true } : check;
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
