import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collections,
  migrateDatabase,
  RELEASE_VERSION,
  SCHEMA_COLLECTION,
  SchemaTooNewError,
  startEmbeddedDatabase,
  type EmbeddedDatabase,
  type Migration,
} from '../src/index';

const deals = collections.find((c) => c.name === 'deals')!;

/** The deals indexes as an older release defined them: one with other fields, one since removed, one not there yet. */
const olderDealIndexes = [
  ...deals.indexes
    .filter((index) => index.options.name !== 'stage_stageEnteredAt')
    .map((index) =>
      index.options.name === 'status_createdAt_id'
        ? { key: { status: 1, createdAt: 1 }, options: { name: 'status_createdAt_id' } }
        : index,
    ),
  { key: { loanAmount: 1 }, options: { name: 'loanAmount' } },
];

/** What an older release's start left behind: collections and indexes made by createIndex, no schema record. */
async function makeOlderDatabase(db: Db): Promise<void> {
  for (const collection of collections) {
    const indexes = collection.name === 'deals' ? olderDealIndexes : collection.indexes;
    await db.createCollection(collection.name);
    for (const index of indexes) await db.collection(collection.name).createIndex(index.key, index.options);
  }
}

const indexesOf = async (db: Db, name: string) =>
  Object.fromEntries((await db.collection(name).listIndexes().toArray()).map((i) => [String(i.name), i.key]));

describe('schema migrations on the embedded database', () => {
  let dataDir: string;
  let database: EmbeddedDatabase;
  let first: MongoClient;
  let second: MongoClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-migrations-'));
    database = await startEmbeddedDatabase({ dataDir, preferMongod: false, log: () => undefined });
    first = await MongoClient.connect(database.uri);
    second = await MongoClient.connect(database.uri);
  }, 240_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('upgrades a database made with older index definitions: changed index rebuilt, removed one dropped, missing one created', async () => {
    const db = first.db('older_indexes');
    await makeOlderDatabase(db);
    await db.collection('deals').createIndex({ ownerEmail: 1 }, { name: 'custom_ownerEmail' });
    await db.collection('deals').insertOne({ dealId: 'DL-2026-000001', status: 'Under Review' });

    const result = await migrateDatabase(db);

    expect(result).toMatchObject({ from: 0, to: 1, applied: [{ version: 1, name: 'baseline-1.0.0' }] });
    expect(result.indexChanges).toEqual(
      expect.arrayContaining([
        { collection: 'deals', index: 'status_createdAt_id', action: 'rebuilt' },
        { collection: 'deals', index: 'loanAmount', action: 'dropped' },
        { collection: 'deals', index: 'stage_stageEnteredAt', action: 'created' },
      ]),
    );
    expect(result.indexChanges).toHaveLength(3);
    const indexes = await indexesOf(db, 'deals');
    expect(indexes.status_createdAt_id).toEqual({ status: 1, createdAt: -1, _id: -1 });
    expect(indexes.stage_stageEnteredAt).toEqual({ stage: 1, stageEnteredAt: 1 });
    expect(indexes.loanAmount).toBeUndefined();
    // Not the portal's to drop: the primary key and an operator's own index.
    expect(indexes._id_).toEqual({ _id: 1 });
    expect(indexes.custom_ownerEmail).toEqual({ ownerEmail: 1 });
    expect(Object.keys(indexes).sort()).toEqual(
      ['_id_', 'custom_ownerEmail', ...deals.indexes.map((i) => i.options.name)].sort(),
    );
    expect(await db.collection('deals').countDocuments()).toBe(1);
    expect(await db.collection(SCHEMA_COLLECTION).findOne({ _id: 'state' as never })).toMatchObject({
      version: 1,
      release: RELEASE_VERSION,
    });

    // The next start finds nothing to do.
    await expect(migrateDatabase(db)).resolves.toEqual({ from: 1, to: 1, applied: [], indexChanges: [] });
  });

  it('keeps a changed unique index unique after its rebuild', async () => {
    const db = first.db('older_unique');
    await db.collection('users').createIndex({ discordId: 1 }, { name: 'discordId_unique' });
    await migrateDatabase(db);
    await db.collection('users').insertOne({ discordId: '42' });
    await expect(db.collection('users').insertOne({ discordId: '42' })).rejects.toThrow(/duplicate key/i);
  });

  it('two instances starting together apply each migration exactly once', async () => {
    const runs = new Map<number, number>();
    const migration = (version: number): Migration => ({
      version,
      name: `step-${version}`,
      up: async (db) => {
        runs.set(version, (runs.get(version) ?? 0) + 1);
        // Long enough that the second instance arrives while the first is still migrating.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await db.collection('steps').insertOne({ version });
      },
    });
    const list = [migration(1), migration(2), migration(3)];
    const name = 'two_instances';

    const [a, b] = await Promise.all([
      migrateDatabase(first.db(name), { migrations: list, holder: 'instance-a', pollMs: 50 }),
      migrateDatabase(second.db(name), { migrations: list, holder: 'instance-b', pollMs: 50 }),
    ]);

    expect(Object.fromEntries(runs)).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect([a.applied.length, b.applied.length].sort()).toEqual([0, 3]);
    expect(a.to).toBe(3);
    expect(b.to).toBe(3);
    const db = first.db(name);
    expect(await db.collection('steps').countDocuments()).toBe(3);
    const history = await db
      .collection(SCHEMA_COLLECTION)
      .find({ _id: { $in: ['migration-1', 'migration-2', 'migration-3'] as never[] } })
      .toArray();
    expect(history.map((h) => h.name).sort()).toEqual(['step-1', 'step-2', 'step-3']);
    expect(await db.collection(SCHEMA_COLLECTION).findOne({ _id: 'lock' as never })).toBeNull();
  });

  it('applies only the migrations a database has not had yet', async () => {
    const db = first.db('later_release');
    await migrateDatabase(db);
    const added: Migration = {
      version: 2,
      name: 'deals-currency',
      up: async (database) => {
        await database.collection('deals').updateMany({}, { $set: { currency: 'USD' } });
      },
    };
    await db.collection('deals').insertOne({ dealId: 'DL-2026-000002' });
    const result = await migrateDatabase(db, {
      migrations: [{ version: 1, name: 'baseline-1.0.0', up: async () => undefined }, added],
      release: '1.2.0',
    });
    expect(result).toMatchObject({ from: 1, to: 2, applied: [{ version: 2, name: 'deals-currency' }] });
    expect(await db.collection('deals').findOne({ dealId: 'DL-2026-000002' })).toMatchObject({ currency: 'USD' });
  });

  it('takes over the lock of an instance that crashed while migrating once its lease has run out', async () => {
    const db = first.db('crashed_holder');
    await db.collection(SCHEMA_COLLECTION).insertOne({
      _id: 'lock' as never,
      holder: 'crashed-host:123',
      token: 'crashed',
      acquiredAt: new Date(Date.now() - 120_000),
      expiresAt: new Date(Date.now() - 60_000),
    });
    await expect(migrateDatabase(db)).resolves.toMatchObject({ to: 1 });
    expect(await db.collection(SCHEMA_COLLECTION).findOne({ _id: 'lock' as never })).toBeNull();
  });

  it('refuses a database migrated by a newer release, naming both versions, and changes nothing', async () => {
    const db = first.db('newer_schema');
    await db
      .collection(SCHEMA_COLLECTION)
      .insertOne({ _id: 'state' as never, version: 7, release: '9.0.0', definitions: 'x', updatedAt: new Date() });

    const refused = migrateDatabase(db);
    await expect(refused).rejects.toBeInstanceOf(SchemaTooNewError);
    await expect(refused).rejects.toThrow(
      `The database is at schema version 7, written by release 9.0.0; this release (${RELEASE_VERSION}) knows schema versions up to 1.`,
    );
    expect((await db.listCollections().toArray()).map((c) => c.name)).toEqual([SCHEMA_COLLECTION]);
  });

  it('rejects a migration list that is not numbered 1, 2, 3 in order', async () => {
    await expect(
      migrateDatabase(first.db('bad_list'), {
        migrations: [{ version: 2, name: 'skipped-one', up: async () => undefined }],
      }),
    ).rejects.toThrow('Migrations must be numbered 1, 2, 3… in order; position 1 has version 2 (skipped-one)');
  });
});
