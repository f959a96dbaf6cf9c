import type { Client } from 'pg';

/**
 * Every collection's `_id`: FerretDB sends a read by `_id` as the same containment, not through
 * the unique btree index it keeps for `_id`, so without this each `findOne({ _id })` reads the
 * whole table (on a 10,000-deal book, tens of milliseconds of a core per read).
 */
const EVERY_COLLECTION = ['_id'] as const;

/**
 * The fields the portal reads by equality on its busy paths, by collection: a member's deals and
 * the creation buckets of a list's first page, a deal's timeline, documents, comments and quotes,
 * a member's notifications and sessions, the job queue's due jobs of a name.
 */
export const EQUALITY_FIELDS: Readonly<Record<string, readonly string[]>> = {
  deals: ['userId', 'createdMinute', 'createdDay', 'createdMonth', 'ghlOpportunityId', 'duplicateCheck'],
  activities: ['dealId'],
  documents: ['dealId'],
  comments: ['dealId'],
  quotes: ['dealId'],
  lendersubmissions: ['dealId', 'tokenHash'],
  lenderprograms: ['lenderId'],
  notifications: ['recipientId'],
  sessions: ['userId'],
  webhookevents: ['eventKey'],
  ratelimits: ['key'],
  agendajobs: ['name'],
};

/** The metadata table FerretDB keeps in each database's schema (collection name → table). */
const METADATA_TABLE = '_ferretdb_database_metadata';

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** Our index's name on a FerretDB table (PostgreSQL keeps 63 characters of a name). */
export const equalityIndexName = (table: string, field: string) => `${table}_eq_${field.toLowerCase()}`.slice(0, 63);

/**
 * FerretDB v1 on PostgreSQL hands the database a plain equality as `_jsonb -> 'field' @> value`
 * and nothing else of a filter; the btree indexes it creates for `createIndex` are never used by
 * that operator, so each such read is a sequential scan of the whole table. A GIN index on the
 * same expression is what PostgreSQL uses for it (with custom plans: see embeddedPostgres.ts).
 * Without GIN's pending list (`fastupdate = off`): each row adds one entry, and a pending list
 * under a burst of inserts is read whole by every search and merged by whichever insert fills it.
 * Creates the missing ones for EQUALITY_FIELDS in every FerretDB database of the cluster;
 * answers how many it created. A collection dropped meanwhile is skipped.
 */
export async function ensureEqualityIndexes(client: Client): Promise<number> {
  const schemas = await client.query<{ schema: string }>(
    'SELECT table_schema AS schema FROM information_schema.tables WHERE table_name = $1',
    [METADATA_TABLE],
  );
  // Index names are per schema, and FerretDB names a collection's table alike in every database.
  const existing = new Set(
    (
      await client.query<{ key: string }>(
        `SELECT schemaname || '.' || indexname AS key FROM pg_indexes WHERE indexname LIKE '%\\_eq\\_%'`,
      )
    ).rows.map((row) => row.key),
  );
  let created = 0;
  for (const { schema } of schemas.rows) {
    let tables: { collection: string; table: string }[];
    try {
      tables = (
        await client.query<{ collection: string; table: string }>(
          `SELECT _jsonb->>'_id' AS collection, _jsonb->>'table' AS table FROM ${quoteIdent(schema)}.${METADATA_TABLE}`,
        )
      ).rows;
    } catch {
      continue; // the database was dropped meanwhile
    }
    for (const { collection, table } of tables) {
      for (const field of [...EVERY_COLLECTION, ...(EQUALITY_FIELDS[collection] ?? [])]) {
        const name = equalityIndexName(table, field);
        if (existing.has(`${schema}.${name}`)) continue;
        try {
          await client.query(
            `CREATE INDEX IF NOT EXISTS ${quoteIdent(name)} ON ${quoteIdent(schema)}.${quoteIdent(table)}
             USING gin ((_jsonb -> ${quoteLiteral(field)}) jsonb_path_ops) WITH (fastupdate = off)`,
          );
          existing.add(`${schema}.${name}`);
          created++;
        } catch {
          // Dropped meanwhile (a test's database, a collection replaced): the next pass sees.
        }
      }
    }
  }
  return created;
}

/**
 * Keeps the equality indexes of every FerretDB database of an embedded PostgreSQL: once at start,
 * then every `everyMs` for databases and collections created since (a pass is two catalogue
 * reads when nothing is missing). `stop()` ends the loop and its connection.
 */
export async function keepEqualityIndexes(
  url: string,
  { everyMs = 5_000, log = () => undefined }: { everyMs?: number; log?: (line: string) => void } = {},
): Promise<{ stop(): Promise<void>; pass(): Promise<number> }> {
  // Loaded here: pg is a development dependency, like the embedded PostgreSQL itself.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined); // the server stopping first ends the connection
  await client.connect();
  let stopped = false;
  let running: Promise<number> = Promise.resolve(0);
  const pass = () => {
    running = running
      .then(async () => {
        if (stopped) return 0;
        const created = await ensureEqualityIndexes(client);
        if (created > 0) log(`Equality indexes: ${created} created on the embedded PostgreSQL`);
        return created;
      })
      .catch((error: unknown) => {
        log(`equality indexes: ${error instanceof Error ? error.message : String(error)}`);
        return 0;
      });
    return running;
  };
  await pass();
  const timer = setInterval(() => void pass(), everyMs);
  timer.unref();
  return {
    pass,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
      await client.end().catch(() => undefined);
    },
  };
}
