import type { WriteLimiter } from '../http/router';
import { HttpError } from '../http/errors';
import { createSharedRateLimiter, RateLimitExceeded } from '../infra/sharedRateLimiter';
import { usedStateModel } from '../features/auth/oauthStateModel';
import { createOAuthStates } from '../features/auth/oauthStates';
import { createAuthHandlers } from '../features/auth/handlers';
import { createAuthService } from '../features/auth/service';
import { signInCodeModel } from '../features/auth/signInCodeModel';
import { createSignInCodes } from '../features/auth/signInCodes';
import { createTokenService } from '../features/auth/tokens';
import { createAutoAccessHandlers } from '../features/autoAccess/handlers';
import { createAutoAccessService } from '../features/autoAccess/service';
import { createRoleAccessHandlers } from '../features/discordRoles/handlers';
import { accessChangeModel, roleAccessSettingsModel, roleCheckRunModel } from '../features/discordRoles/model';
import { createRoleAccessRepository } from '../features/discordRoles/repository';
import { createRoleAccess } from '../features/discordRoles/service';
import { createQuotaHandlers } from '../features/quotas/handlers';
import { quotasModel } from '../features/quotas/model';
import { createQuotas } from '../features/quotas/service';
import { createUserHandlers } from '../features/users/handlers';
import { createUserService } from '../features/users/service';
import type { ContainerDeps, Infra } from './infra';
import type { Repositories } from './repositories';

/** Identity and access: sign-in and sessions, users, the auto-access list, Discord roles, quotas. */
export function wireIdentity({ config, db, clock, log }: ContainerDeps, infra: Infra, repos: Repositories) {
  const { users, autoAccess, sessions } = repos;
  const tokens = createTokenService(config.JWT_SECRET, config.ACCESS_TOKEN_TTL_SECONDS, clock);
  const oauthStates = createOAuthStates({ secrets: infra.secrets, usedStates: usedStateModel(db), clock });
  const roleAccess = createRoleAccess({
    settings: createRoleAccessRepository(roleAccessSettingsModel(db), accessChangeModel(db), roleCheckRunModel(db)),
    users,
    discord: infra.discord,
    botToken: config.DISCORD_BOT_TOKEN,
    cursors: infra.cursors,
    jobs: infra.jobs,
    runs: infra.runs,
    leases: repos.leases,
    clock,
    log,
    interval: config.DISCORD_ROLE_CHECK_INTERVAL,
    leaseMs: config.DISCORD_ROLE_CHECK_LEASE_MS,
  });
  if (config.INITIAL_ADMIN_DISCORD_USERNAMES.length > 0) {
    log.warn(
      { usernames: config.INITIAL_ADMIN_DISCORD_USERNAMES },
      'INITIAL_ADMIN_DISCORD_USERNAMES names admins by Discord username, which can change hands: it makes an admin only while none exists; use INITIAL_ADMIN_DISCORD_IDS',
    );
  }
  const auth = createAuthService({
    roleAccess,
    discord: infra.discord,
    users,
    autoAccess,
    sessions,
    tokens,
    oauthStates,
    signInCodes: createSignInCodes({ codes: signInCodeModel(db), usedStates: usedStateModel(db), clock }),
    sessionTtlSeconds: config.JWT_TTL_SECONDS,
    clock,
    initialAdminDiscordIds: config.INITIAL_ADMIN_DISCORD_IDS,
    initialAdminUsernames: config.INITIAL_ADMIN_DISCORD_USERNAMES,
    log,
  });
  const userService = createUserService({
    users,
    cursors: infra.cursors,
    log,
    // Fee figures read the members' own shares through the settings cache (features/fees).
    sharesChanged: () => infra.settingsCache.changed(),
  });
  const autoAccessService = createAutoAccessService({ entries: autoAccess, users, cursors: infra.cursors });

  // Per-member quotas: the deployment's defaults under what an admin saved in Settings.
  const quotas = createQuotas({
    settings: quotasModel(db),
    defaults: {
      notificationStreamsPerMember: config.NOTIFICATION_STREAMS_PER_MEMBER,
      writesPerMinutePerMember: config.WRITES_PER_MINUTE_PER_MEMBER,
      storedBytesPerMember: config.STORED_BYTES_PER_MEMBER,
      storedBytesPerDeal: config.STORED_BYTES_PER_DEAL,
    },
    clock,
    cache: infra.settingsCache,
  });
  const writeLimiter = createSharedRateLimiter(db, {
    name: 'writes',
    points: async () => (await quotas.current()).writesPerMinutePerMember,
    durationSeconds: 60,
  });
  const limitWrite: WriteLimiter = async (userId) => {
    try {
      await writeLimiter.consume(userId);
    } catch (rejection) {
      if (!(rejection instanceof RateLimitExceeded)) throw rejection;
      throw new HttpError(
        429,
        {
          error: 'Too many changes in a minute. Please wait a moment and try again.',
          message: 'Write quota reached: this account made more changes in the last minute than its quota allows',
        },
        { 'Retry-After': String(Math.ceil(rejection.msBeforeNext / 1000)) },
      );
    }
  };

  const handlers = {
    ...createAuthHandlers({
      auth,
      signInLimiter: createSharedRateLimiter(db, {
        name: 'sign-in',
        points: config.SIGN_IN_RATE_LIMIT_PER_MINUTE,
        durationSeconds: 60,
      }),
      // Its own window, so one sign-in (a callback, then an exchange) counts once in each.
      codeExchangeLimiter: createSharedRateLimiter(db, {
        name: 'sign-in-code-exchange',
        points: config.SIGN_IN_RATE_LIMIT_PER_MINUTE,
        durationSeconds: 60,
      }),
      shellUrl: config.SHELL_URL,
      frontendOrigins: config.FRONTEND_ORIGINS,
      secureCookies: infra.secureCookies,
      publicApiPath: infra.publicApiPath,
    }),
    ...createUserHandlers({ users: userService }),
    ...createAutoAccessHandlers({ autoAccess: autoAccessService }),
    ...createRoleAccessHandlers({ roleAccess }),
    ...createQuotaHandlers({ quotas }),
  };

  return { tokens, oauthStates, roleAccess, auth, userService, autoAccessService, quotas, limitWrite, handlers };
}

export type Identity = ReturnType<typeof wireIdentity>;
