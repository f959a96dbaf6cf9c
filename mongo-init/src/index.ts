export { collections } from './collections';
export { initDatabase } from './initDatabase';
export {
  migrateDatabase,
  SchemaTooNewError,
  SCHEMA_COLLECTION,
  type MigrateOptions,
  type MigrationResult,
} from './migrations/migrate';
export { reconcileSchema, OPERATOR_INDEX_PREFIX, type IndexChange } from './migrations/reconcile';
export type { Migration } from './migrations/types';
export { RELEASE_VERSION, releaseVersionOf } from './releaseVersion';
export {
  startEmbeddedDatabase,
  ensureFerretDb,
  ferretDbBinaryPath,
  freePort,
  runningEmbeddedUri,
  FERRETDB_VERSION,
  DEFAULT_EMBEDDED_BACKEND,
  EMBEDDED_BACKENDS,
  embeddedBackendFromEnv,
  postgresDir,
  hasBackendData,
  type EmbeddedBackend,
  type EmbeddedDatabase,
  type EmbeddedDatabaseOptions,
} from './embedded';
export { moveEmbeddedData, type MoveReport } from './moveEmbedded';
