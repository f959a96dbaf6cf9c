import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBackendData, moveEmbeddedData, startEmbeddedDatabase } from '../src/index';

async function withDatabase<T>(
  dataDir: string,
  backend: 'sqlite' | 'postgresql',
  use: (client: MongoClient) => Promise<T>,
): Promise<T> {
  const database = await startEmbeddedDatabase({ dataDir, backend, preferMongod: false, log: () => undefined });
  const client = await MongoClient.connect(database.uri, { directConnection: true });
  try {
    return await use(client);
  } finally {
    await client.close();
    await database.stop();
  }
}

describe('moving the embedded data from SQLite to PostgreSQL (npm run db:move -- postgresql)', () => {
  let dataDir: string;
  const deals = Array.from({ length: 2_345 }, (_, i) => ({ _id: `deal-${i}`, dealId: `DL-2026-${i}`, n: i }));

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-move-'));
    await withDatabase(dataDir, 'sqlite', async (client) => {
      await client.db('portal').collection('deals').createIndex({ dealId: 1 }, { unique: true, name: 'dealId_unique' });
      await client
        .db('portal')
        .collection('deals')
        .insertMany(deals as never[]);
      await client
        .db('other')
        .collection('settings')
        .insertOne({ _id: 'smtp' as never, host: 'mail.example.com' });
    });
  }, 240_000);

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start PostgreSQL empty beside SQLite data, naming the command that moves it', async () => {
    await expect(
      startEmbeddedDatabase({ dataDir, backend: 'postgresql', preferMongod: false, log: () => undefined }),
    ).rejects.toThrow(/npm run db:move -- postgresql/);
    expect(hasBackendData(dataDir, 'postgresql')).toBe(false);
  });

  it('copies every database, document and index, and leaves the SQLite data as it was', async () => {
    expect(hasBackendData(dataDir, 'sqlite')).toBe(true);
    expect(hasBackendData(dataDir, 'postgresql')).toBe(false);

    const report = await moveEmbeddedData({ dataDir, from: 'sqlite', to: 'postgresql', log: () => undefined });
    expect(report.databases.map((db) => db.name).sort()).toEqual(['other', 'portal']);

    await withDatabase(dataDir, 'postgresql', async (client) => {
      const moved = client.db('portal').collection('deals');
      expect(await moved.countDocuments({})).toBe(deals.length);
      expect(await moved.findOne({ _id: 'deal-2000' as never })).toMatchObject({ dealId: 'DL-2026-2000', n: 2000 });
      // The unique index came along: a second deal with a taken number is refused.
      await expect(moved.insertOne({ dealId: 'DL-2026-7' })).rejects.toThrow(/duplicate key/i);
      expect(
        await client
          .db('other')
          .collection('settings')
          .findOne({ _id: 'smtp' as never }),
      ).toMatchObject({ host: 'mail.example.com' });
    });
    await withDatabase(dataDir, 'sqlite', async (client) => {
      expect(await client.db('portal').collection('deals').countDocuments({})).toBe(deals.length);
    });
  }, 240_000);

  it('refuses to copy over a target that already holds data', async () => {
    await expect(moveEmbeddedData({ dataDir, from: 'sqlite', to: 'postgresql', log: () => undefined })).rejects.toThrow(
      /already holds postgresql data/,
    );
  }, 60_000);
});
