import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initDatabase, startEmbeddedDatabase, type EmbeddedBackend, type EmbeddedDatabase } from '../src/index';

describe.each<EmbeddedBackend>(['sqlite', 'postgresql'])('embedded database on %s', (backend) => {
  let dataDir: string;
  let db: EmbeddedDatabase;
  let client: MongoClient;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-db-'));
    db = await startEmbeddedDatabase({ dataDir, preferMongod: false, backend, log: () => undefined });
    client = await MongoClient.connect(db.uri);
  }, 240_000);

  afterAll(async () => {
    await client?.close();
    await db?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('speaks the MongoDB wire protocol on a loopback port', async () => {
    expect(db.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
    const info = await client.db('admin').command({ buildInfo: 1 });
    expect(info.ok).toBe(1);
    expect(db.backend).toBe(backend);
  });

  it('creates every collection with its indexes, idempotently', async () => {
    const database = client.db('init_test');
    await initDatabase(database);
    await initDatabase(database);
    const names = (await database.listCollections().toArray()).map((c) => c.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'deals', 'documents', 'sessions', 'autoaccessusers']));
    const userIndexes = await database.collection('users').indexes();
    expect(userIndexes.find((i) => i.name === 'discordId_unique')?.unique).toBe(true);
  });

  it('rejects a second user with the same Discord id and a second deal with the same dealId', async () => {
    const database = client.db('unique_test');
    await initDatabase(database);
    await database.collection('users').insertOne({ discordId: '1' });
    await expect(database.collection('users').insertOne({ discordId: '1' })).rejects.toThrow(/duplicate key/i);
    await database.collection('deals').insertOne({ dealId: 'DL-2026-000001' });
    await expect(database.collection('deals').insertOne({ dealId: 'DL-2026-000001' })).rejects.toThrow(
      /duplicate key/i,
    );
  });

  it('keeps data across a restart on the same data folder', async () => {
    await client
      .db('persist_test')
      .collection('things')
      .insertOne({ _id: 'kept' as never, v: 1 });
    await client.close();
    await db.stop();
    db = await startEmbeddedDatabase({ dataDir, preferMongod: false, backend, log: () => undefined });
    client = await MongoClient.connect(db.uri);
    expect(
      await client
        .db('persist_test')
        .collection('things')
        .findOne({ _id: 'kept' as never }),
    ).toMatchObject({ v: 1 });
  });
});
