import { resolve } from 'node:path';
import { MongoClient, type Document } from 'mongodb';
import { hasBackendData, startEmbeddedDatabase, type EmbeddedBackend, type EmbeddedDatabase } from './embedded';

/** Documents per insert while copying. */
const BATCH = 1_000;

/** Databases FerretDB and MongoDB keep for themselves. */
const SYSTEM_DATABASES = new Set(['admin', 'config', 'local']);

export type MoveReport = {
  from: EmbeddedBackend;
  to: EmbeddedBackend;
  databases: { name: string; collections: { name: string; documents: number; indexes: number }[] }[];
};

/**
 * Copies every database of the embedded data folder from one FerretDB backend to the other:
 * collections with their indexes and documents, checked by count. The source is left as it was
 * (delete it once the portal runs on the new one); a target that already holds data is refused,
 * so nothing is ever overwritten. Run with the portal stopped.
 */
export async function moveEmbeddedData(options: {
  dataDir: string;
  from: EmbeddedBackend;
  to: EmbeddedBackend;
  log?: (line: string) => void;
}): Promise<MoveReport> {
  const { dataDir, from, to } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  if (from === to) throw new Error(`Nothing to move: both backends are ${from}`);
  if (!hasBackendData(dataDir, from)) throw new Error(`${resolve(dataDir)} holds no ${from} data to move`);
  if (hasBackendData(dataDir, to)) {
    throw new Error(`${resolve(dataDir)} already holds ${to} data; nothing was copied (move it away first)`);
  }

  const opened: { database: EmbeddedDatabase; client: MongoClient }[] = [];
  const open = async (backend: EmbeddedBackend) => {
    const database = await startEmbeddedDatabase({
      dataDir,
      backend,
      preferMongod: false,
      allowOtherBackendData: true,
      log: () => undefined,
    });
    const client = await MongoClient.connect(database.uri, { directConnection: true });
    opened.push({ database, client });
    return client;
  };
  try {
    const source = await open(from);
    const target = await open(to);
    const report: MoveReport = { from, to, databases: [] };
    const { databases } = await source.db('admin').admin().listDatabases();
    for (const { name } of databases.filter((db) => !SYSTEM_DATABASES.has(db.name))) {
      const moved: MoveReport['databases'][number] = { name, collections: [] };
      for (const { name: collection } of await source.db(name).listCollections({}, { nameOnly: true }).toArray()) {
        moved.collections.push(await copyCollection(source, target, name, collection));
      }
      report.databases.push(moved);
      const documents = moved.collections.reduce((sum, c) => sum + c.documents, 0);
      log(`${name}: ${moved.collections.length} collections, ${documents} documents copied to ${to}`);
    }
    return report;
  } finally {
    for (const { database, client } of opened.reverse()) {
      await client.close().catch(() => undefined);
      await database.stop();
    }
  }
}

async function copyCollection(
  source: MongoClient,
  target: MongoClient,
  database: string,
  name: string,
): Promise<{ name: string; documents: number; indexes: number }> {
  const from = source.db(database).collection(name);
  const to = target.db(database).collection(name);
  await target.db(database).createCollection(name);
  const indexes = (await from.indexes()).filter((index) => index.name !== '_id_');
  for (const { key, v: _version, ns: _namespace, ...options } of indexes as Document[]) {
    await to.createIndex(key as Document, options);
  }
  let batch: Document[] = [];
  let copied = 0;
  for await (const document of from.find({}, { sort: { _id: 1 } })) {
    batch.push(document);
    if (batch.length === BATCH) {
      await to.insertMany(batch, { ordered: true });
      copied += batch.length;
      batch = [];
    }
  }
  if (batch.length) await to.insertMany(batch, { ordered: true });
  copied += batch.length;
  const [expected, stored] = await Promise.all([from.countDocuments({}), to.countDocuments({})]);
  if (stored !== expected || copied !== expected) {
    throw new Error(`${database}.${name}: ${stored} documents stored of ${expected}; the move is incomplete`);
  }
  return { name, documents: stored, indexes: indexes.length };
}
