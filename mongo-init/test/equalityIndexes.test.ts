import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureEqualityIndexes, equalityIndexName } from '../src/equalityIndexes';
import { initDatabase, startEmbeddedDatabase, type EmbeddedDatabase } from '../src/index';

/**
 * FerretDB on the embedded PostgreSQL: the equality reads of EQUALITY_FIELDS are served by an
 * index, not a scan of the whole table (what FerretDB's own indexes give that read).
 */
describe('equality indexes on the embedded PostgreSQL', () => {
  let dataDir: string;
  let db: EmbeddedDatabase;
  let client: MongoClient;
  let sql: pg.Client;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'portal-eq-'));
    db = await startEmbeddedDatabase({ dataDir, preferMongod: false, backend: 'postgresql', log: () => undefined });
    client = await MongoClient.connect(db.uri);
    sql = new pg.Client({ connectionString: db.postgresUrl! });
    await sql.connect();
  }, 240_000);

  afterAll(async () => {
    await sql?.end();
    await client?.close();
    await db?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const tableOf = async (schema: string, collection: string) =>
    (
      await sql.query<{ table: string }>(
        `SELECT _jsonb->>'table' AS table FROM "${schema}"._ferretdb_database_metadata WHERE _jsonb->>'_id' = $1`,
        [collection],
      )
    ).rows[0]!.table;

  const scansOf = async (index: string) =>
    Number(
      (
        await sql.query<{ scans: string }>(
          'SELECT idx_scan AS scans FROM pg_stat_user_indexes WHERE indexrelname = $1',
          [index],
        )
      ).rows[0]?.scans ?? 0,
    );

  it('gives each declared database its indexes, and a member’s deals are read through one', async () => {
    const database = client.db('eq_deals');
    await initDatabase(database);
    await ensureEqualityIndexes(sql);
    const deals = database.collection<{ _id: string; userId: string; n: number }>('deals');
    await deals.insertMany(Array.from({ length: 4000 }, (_, n) => ({ _id: `d${n}`, userId: `u${n % 400}`, n })));
    const index = equalityIndexName(await tableOf('eq_deals', 'deals'), 'userId');
    const indexes = (
      await sql.query<{ name: string }>("SELECT indexname AS name FROM pg_indexes WHERE schemaname = 'eq_deals'")
    ).rows.map((row) => row.name);
    expect(indexes).toContain(index);
    await sql.query('ANALYZE "eq_deals"."' + (await tableOf('eq_deals', 'deals')) + '"');

    const before = await scansOf(index);
    const found = await deals.find({ userId: 'u7' }).toArray();
    expect(found.map((deal) => deal.n).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 10 }, (_, i) => 7 + i * 400),
    );
    // A backend reports its statistics when idle, up to ten seconds after the read.
    await expect.poll(() => scansOf(index), { timeout: 30_000, interval: 500 }).toBeGreaterThan(before);
  }, 60_000);

  it('serves a read by `_id` from an index too (FerretDB sends it as the same containment)', async () => {
    const deals = client.db('eq_deals').collection<{ _id: string; n: number }>('deals');
    const index = equalityIndexName(await tableOf('eq_deals', 'deals'), '_id');
    const before = await scansOf(index);
    expect((await deals.findOne({ _id: 'd1234' }))?.n).toBe(1234);
    await expect.poll(() => scansOf(index), { timeout: 30_000, interval: 500 }).toBeGreaterThan(before);
  }, 60_000);

  it('reaches a database created after the start on its own (the keeper’s next pass)', async () => {
    const database = client.db('eq_later');
    await database.collection('activities').insertOne({ _id: 'a1' as never, dealId: 'd1' });
    const index = equalityIndexName(await tableOf('eq_later', 'activities'), 'dealId');
    await expect
      .poll(
        async () =>
          (await sql.query("SELECT 1 FROM pg_indexes WHERE schemaname = 'eq_later' AND indexname = $1", [index]))
            .rowCount,
        { timeout: 15_000, interval: 250 },
      )
      .toBe(1);
    expect(await database.collection('activities').countDocuments({ dealId: 'd1' })).toBe(1);
  }, 60_000);

  it('plans every statement with its values (FerretDB sends the field as a parameter; a generic plan cannot use the index)', async () => {
    expect((await sql.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0]?.plan_cache_mode).toBe(
      'force_custom_plan',
    );
  });

  it('a second pass creates nothing, and a dropped database is skipped', async () => {
    await client
      .db('eq_gone')
      .collection('comments')
      .insertOne({ _id: 'c1' as never, dealId: 'd1' });
    await ensureEqualityIndexes(sql);
    await client.db('eq_gone').dropDatabase();
    expect(await ensureEqualityIndexes(sql)).toBe(0);
  }, 60_000);
});
