import type { Connection } from 'mongoose';
import type { Config } from '../../config';
import type { StrictServer } from '../../http/strict';
import { DATABASE_RETRY_AFTER_SECONDS } from '../../infra/databaseErrors';
import { GATEWAY_VERSION } from './version';

export type SystemHandlerDeps = { config: Config; db: Connection; signInUrl: string };

/** Health, readiness and the public configuration a signed-out browser needs. */
export function createSystemHandlers({ config, db, signInUrl }: SystemHandlerDeps) {
  const sandbox = new Set(config.SANDBOX_SERVICES);
  return {
    /** Liveness: the process answers, with the release it runs. */
    async getHealth() {
      return {
        status: 200,
        body: { status: 'ok', uptimeSeconds: Math.round(process.uptime()), version: GATEWAY_VERSION },
      };
    },

    /** Ready while the database answers a ping (within DATABASE_TIMEOUT_MS); a load balancer polls this. */
    async getReadiness() {
      try {
        if (!db.db) throw new Error('no database handle');
        await db.db.admin().command({ ping: 1 });
        return {
          status: 200,
          body: { status: 'ok', uptimeSeconds: Math.round(process.uptime()), version: GATEWAY_VERSION },
        };
      } catch {
        return {
          status: 503,
          headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
          body: {
            error: 'The service is temporarily unavailable. Please try again in a moment.',
            message: 'The database is not reachable',
          },
        };
      }
    },

    async getPublicConfig() {
      return {
        status: 200,
        body: {
          productName: config.PRODUCT_NAME,
          discordSignInUrl: signInUrl,
          joinUrl: config.JOIN_URL,
          sandbox: {
            discord: sandbox.has('discord'),
            ghl: sandbox.has('ghl'),
            microsoft: sandbox.has('microsoft'),
            smtp: sandbox.has('smtp'),
          },
        },
      };
    },
  } satisfies Pick<StrictServer, 'getHealth' | 'getReadiness' | 'getPublicConfig'>;
}
