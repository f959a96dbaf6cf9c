export { collections } from './collections';
export { initDatabase } from './initDatabase';
export {
  startEmbeddedDatabase,
  ensureFerretDb,
  ferretDbBinaryPath,
  freePort,
  runningEmbeddedUri,
  FERRETDB_VERSION,
  type EmbeddedDatabase,
  type EmbeddedDatabaseOptions,
} from './embedded';
