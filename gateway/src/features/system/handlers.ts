import type { Connection } from 'mongoose';
import type { Config } from '../../config';
import type { StrictServer } from '../../http/strict';

export type SystemHandlerDeps = { config: Config; db: Connection; signInUrl: string };

/** Health, readiness and the public configuration a signed-out browser needs. */
export function createSystemHandlers({ config, db, signInUrl }: SystemHandlerDeps) {
  const sandbox = new Set(config.SANDBOX_SERVICES);
  return {
    async getHealth() {
      return { status: 200, body: { status: 'ok', uptimeSeconds: Math.round(process.uptime()) } };
    },

    async getReadiness() {
      try {
        await db.db?.admin().command({ ping: 1 });
        return { status: 200, body: { status: 'ok', uptimeSeconds: Math.round(process.uptime()) } };
      } catch {
        return { status: 503, body: { error: 'Database unavailable', message: 'The database is not reachable' } };
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
