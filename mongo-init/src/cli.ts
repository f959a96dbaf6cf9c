#!/usr/bin/env -S npx tsx
import { MongoClient } from 'mongodb';
import { ensureFerretDb } from './embedded';
import { initDatabase } from './initDatabase';

/**
 * `init`: create collections and indexes in MONGODB_URI (docker-compose's mongo-init service).
 * `build-ferretdb`: build the embedded server ahead of time (CI does this first).
 */
async function main(command: string | undefined): Promise<void> {
  if (command === 'build-ferretdb') {
    console.log(ensureFerretDb());
    return;
  }
  if (command === 'init') {
    const uri = process.env.MONGODB_URI;
    if (!uri) throw new Error('MONGODB_URI is required for init');
    const client = await MongoClient.connect(uri);
    try {
      await initDatabase(client.db());
      console.log(`Initialised ${client.db().databaseName}`);
    } finally {
      await client.close();
    }
    return;
  }
  throw new Error('usage: cli.ts init | build-ferretdb');
}

main(process.argv[2]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
