import type { Db } from 'mongodb';
import { collections } from './collections';

/**
 * Creates the portal's collections and indexes. Idempotent: safe on every start.
 * Used by the embedded launcher, the test harness and docker-compose's mongo-init service.
 */
export async function initDatabase(db: Db): Promise<void> {
  const existing = new Set((await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name));
  for (const collection of collections) {
    if (!existing.has(collection.name)) await db.createCollection(collection.name);
    for (const index of collection.indexes) {
      await db.collection(collection.name).createIndex(index.key, index.options);
    }
  }
}
