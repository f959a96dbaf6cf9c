#!/usr/bin/env -S npx tsx
import { MongoClient } from 'mongodb';
import { EMBEDDED_BACKENDS, ensureFerretDb, type EmbeddedBackend } from './embedded';
import { moveEmbeddedData } from './moveEmbedded';
import { migrateDatabase } from './migrations/migrate';
import { RELEASE_VERSION } from './releaseVersion';

/**
 * `init` (or `migrate`): bring MONGODB_URI's database to this release's schema: migrations under
 * the schema lock, then collections and indexes (docker-compose's mongo-init service).
 * `build-ferretdb`: build the embedded server ahead of time (CI does this first).
 * `move-embedded <sqlite|postgresql> [data folder]`: copy the embedded data to the other FerretDB
 * backend (`npm run db:move -- postgresql`); the data folder defaults to EMBEDDED_DB_DIR or .data/db.
 */
async function main(command: string | undefined): Promise<void> {
  if (command === 'build-ferretdb') {
    console.log(ensureFerretDb());
    return;
  }
  if (command === 'init' || command === 'migrate') {
    const uri = process.env.MONGODB_URI;
    if (!uri) throw new Error('MONGODB_URI is required for init');
    const client = await MongoClient.connect(uri);
    try {
      const result = await migrateDatabase(client.db(), { log: (line) => console.log(line) });
      console.log(
        `${client.db().databaseName}: schema version ${result.from} → ${result.to} (release ${RELEASE_VERSION}), ` +
          `${result.applied.length} migration(s) applied, ${result.indexChanges.length} index change(s)`,
      );
    } finally {
      await client.close();
    }
    return;
  }
  if (command === 'move-embedded') {
    const to = process.argv[3] as EmbeddedBackend;
    if (!EMBEDDED_BACKENDS.includes(to))
      throw new Error(`usage: cli.ts move-embedded <${EMBEDDED_BACKENDS.join('|')}>`);
    const from = EMBEDDED_BACKENDS.find((backend) => backend !== to)!;
    const dataDir = process.argv[4] ?? process.env.EMBEDDED_DB_DIR ?? '.data/db';
    await moveEmbeddedData({ dataDir, from, to });
    console.log(
      `Moved ${dataDir} from ${from} to ${to}. The ${to} data is used when EMBEDDED_DB_BACKEND is ${to} ` +
        `or unset while ${to} is the default; the ${from} data stays until you delete it.`,
    );
    return;
  }
  throw new Error('usage: cli.ts init | migrate | build-ferretdb | move-embedded <sqlite|postgresql>');
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
