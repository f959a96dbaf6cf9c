import type { DatabaseCapacity } from '@portal/contracts';
import type { Config } from '../../config';
import { figuresOf, GLOBAL_KEY } from '../analytics/rollupMath';
import { type Rollups } from '../analytics/rollups';

/**
 * Deals each embedded backend was measured to carry within the budgets (README, "How many deals
 * the embedded database holds"; docs/performance.md has the runs): on SQLite a member's first
 * page passes 300 ms at about 1,800 deals; on PostgreSQL the write soak keeps creates, a member's
 * page and the background work within budget up to 10,000.
 */
export const MEASURED_DEAL_LIMITS = { sqlite: 1_800, postgresql: 10_000 } as const;

/** From this share of the limit on, admins are warned (Overview and the log at start). */
export const WARNING_SHARE = 0.8;

export type DatabaseCapacityService = { read(): Promise<DatabaseCapacity> };

/** How full the database is against what it was measured to carry (nothing to carry on MongoDB). */
export function createDatabaseCapacity(deps: {
  config: Pick<Config, 'MONGODB_URI' | 'EMBEDDED_DB_BACKEND' | 'EMBEDDED_DB_DEAL_LIMIT'>;
  rollups: Pick<Rollups, 'read'>;
}): DatabaseCapacityService {
  const { config } = deps;
  const embedded = !config.MONGODB_URI;
  const database: DatabaseCapacity['database'] = embedded ? `embedded-${config.EMBEDDED_DB_BACKEND}` : 'mongodb';
  const dealLimit = embedded
    ? (config.EMBEDDED_DB_DEAL_LIMIT ?? MEASURED_DEAL_LIMITS[config.EMBEDDED_DB_BACKEND])
    : null;
  return {
    async read() {
      // The global rollup is one document read by `_id`: the count costs the same at any size.
      const deals = figuresOf((await deps.rollups.read(GLOBAL_KEY))?.counters ?? {}).count;
      return { database, deals, dealLimit, nearLimit: dealLimit !== null && deals >= dealLimit * WARNING_SHARE };
    },
  };
}

/** The start-up log line for a book near the embedded database's limit; null when there is none. */
export function capacityWarning(capacity: DatabaseCapacity): string | null {
  if (!capacity.nearLimit || capacity.dealLimit === null) return null;
  return (
    `The embedded database holds ${capacity.deals} deals; it was measured to carry ${capacity.dealLimit}. ` +
    'Move the book to MongoDB (README, "How many deals the embedded database holds") before it grows further.'
  );
}
