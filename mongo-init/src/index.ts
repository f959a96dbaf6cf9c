export { collections } from './collections';
export { initDatabase } from './initDatabase';
export {
  startEmbeddedDatabase,
  ensureFerretDb,
  ferretDbBinaryPath,
  freePort,
  FERRETDB_VERSION,
  type EmbeddedDatabase,
  type EmbeddedDatabaseOptions,
} from './embedded';
