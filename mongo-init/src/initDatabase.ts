import type { Db } from 'mongodb';
import { migrateDatabase, type MigrateOptions, type MigrationResult } from './migrations/migrate';

/**
 * Brings a database to this release's schema (migrations, then collections and indexes; see
 * migrations/migrate.ts). Idempotent and safe on several instances at once: run on every start.
 * Used by the gateway, the test harness and docker-compose's mongo-init service.
 */
export async function initDatabase(db: Db, options: MigrateOptions = {}): Promise<MigrationResult> {
  return migrateDatabase(db, options);
}
