import type { Connection } from 'mongoose';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Config } from './config';
import type { Clock } from './infra/clock';
import type { Logger } from './infra/logger';
import { createDiscordClient } from './infra/discordClient';
import { userModel } from './features/users/model';
import { createUserRepository } from './features/users/repository';
import { autoAccessModel } from './features/autoAccess/model';
import { createAutoAccessRepository } from './features/autoAccess/repository';
import { sessionModel } from './features/auth/sessionModel';
import { createSessionRepository } from './features/auth/sessionRepository';
import { createTokenService } from './features/auth/tokens';
import { createAuthService } from './features/auth/service';
import { createAuthHandlers } from './features/auth/handlers';
import { createAuthenticator } from './features/auth/authenticate';
import { createSystemHandlers } from './features/system/handlers';
import type { StrictServer } from './http/strict';

export type ContainerDeps = {
  config: Config;
  db: Connection;
  log: Logger;
  clock: Clock;
  fetch: typeof fetch;
};

/**
 * The composition root: every repository, client, service and handler, wired in plain order.
 * Nothing else constructs dependencies, so tests swap the outside world here and only here.
 */
export function createContainer({ config, db, log, clock, fetch }: ContainerDeps) {
  const users = createUserRepository(userModel(db));
  const autoAccess = createAutoAccessRepository(autoAccessModel(db));
  const sessions = createSessionRepository(sessionModel(db));

  const discord = createDiscordClient(
    {
      clientId: config.DISCORD_CLIENT_ID,
      clientSecret: config.DISCORD_CLIENT_SECRET,
      apiUrl: config.DISCORD_API_URL,
      cdnUrl: config.DISCORD_CDN_URL,
      redirectUri: config.DISCORD_REDIRECT_URI,
      authorizeUrl: config.DISCORD_AUTHORIZE_URL,
    },
    fetch,
  );
  const tokens = createTokenService(config.JWT_SECRET, config.JWT_TTL_SECONDS, clock);
  const auth = createAuthService({
    discord,
    users,
    autoAccess,
    sessions,
    tokens,
    clock,
    initialAdminUsernames: config.INITIAL_ADMIN_DISCORD_USERNAMES,
  });

  const handlers: Partial<StrictServer> = {
    ...createSystemHandlers({ config, db, authorizeUrl: auth.authorizeUrl }),
    ...createAuthHandlers({
      auth,
      signInLimiter: new RateLimiterMemory({ points: config.SIGN_IN_RATE_LIMIT_PER_MINUTE, duration: 60 }),
      shellUrl: config.SHELL_URL,
    }),
  };

  return {
    log,
    repositories: { users, autoAccess, sessions },
    services: { auth, tokens },
    handlers,
    authenticate: createAuthenticator(auth),
  };
}

export type Container = ReturnType<typeof createContainer>;
