import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import type { Db } from 'mongodb';
import { collections } from '../collections';
import { RELEASE_VERSION } from '../releaseVersion';
import { migrations as portalMigrations } from './list';
import { reconcileSchema, type CollectionDefinition, type IndexChange } from './reconcile';
import { acquireSchemaLock, type LockDocument } from './schemaLock';
import type { Migration } from './types';

/** Where the schema's state, its migration history and the migration lock live (all by `_id`). */
export const SCHEMA_COLLECTION = 'schemamigrations';

type StateDocument = {
  _id: 'state';
  /** The highest migration applied. */
  version: number;
  /** The release that last changed the schema. */
  release: string;
  /** Hash of the index definitions last reconciled: a start with the same ones has nothing to do. */
  definitions: string;
  updatedAt: Date;
};

type HistoryDocument = { _id: string; version: number; name: string; release: string; appliedAt: Date };

type SchemaDocument = StateDocument | LockDocument | HistoryDocument;

/** The database was migrated by a newer release than this one: running on it could damage its data. */
export class SchemaTooNewError extends Error {
  constructor(
    readonly database: { version: number; release: string },
    readonly supported: { version: number; release: string },
  ) {
    super(
      `The database is at schema version ${database.version}, written by release ${database.release}; ` +
        `this release (${supported.release}) knows schema versions up to ${supported.version}. ` +
        `Run release ${database.release} or newer, or restore the backup taken before the upgrade.`,
    );
    this.name = 'SchemaTooNewError';
  }
}

export type MigrateOptions = {
  /** This release's version, recorded with each migration (default: the package's version). */
  release?: string;
  /** The migrations to apply (default: the portal's). */
  migrations?: readonly Migration[];
  /** The collections and indexes to reconcile (default: collections.ts). */
  collections?: readonly CollectionDefinition[];
  /** How long a holder keeps the lock without renewing it (default 60 s). */
  leaseMs?: number;
  /** How often a waiting instance looks at the lock again (default 250 ms). */
  pollMs?: number;
  /** Names this process in the lock (default host:pid). */
  holder?: string;
  log?: (message: string) => void;
};

export type MigrationResult = {
  from: number;
  to: number;
  applied: { version: number; name: string }[];
  indexChanges: IndexChange[];
};

function checkOrder(list: readonly Migration[]): void {
  list.forEach((migration, i) => {
    if (migration.version !== i + 1) {
      throw new Error(
        `Migrations must be numbered 1, 2, 3… in order; position ${i + 1} has version ${migration.version} (${migration.name})`,
      );
    }
  });
}

const fingerprint = (definitions: readonly CollectionDefinition[]) =>
  createHash('sha256').update(JSON.stringify(definitions)).digest('hex');

/**
 * Brings a database to this release's schema: applies the migrations it has not had yet, in
 * order, then reconciles collections and indexes with their definitions. Several instances may
 * call it at once: one takes the schema lock and does the work, the others wait for it and then
 * find nothing left to do. A start with nothing to do reads one document. Throws SchemaTooNewError
 * on a database migrated by a newer release, before changing anything.
 */
export async function migrateDatabase(db: Db, options: MigrateOptions = {}): Promise<MigrationResult> {
  const list = options.migrations ?? portalMigrations;
  checkOrder(list);
  const definitions = options.collections ?? collections;
  const release = options.release ?? RELEASE_VERSION;
  const log = options.log ?? (() => undefined);
  const target = list.length;
  const wantedDefinitions = fingerprint(definitions);
  const schema = db.collection<SchemaDocument>(SCHEMA_COLLECTION);

  const readState = async () => {
    const state = (await schema.findOne({ _id: 'state' })) as StateDocument | null;
    if (state && state.version > target) {
      throw new SchemaTooNewError({ version: state.version, release: state.release }, { version: target, release });
    }
    return state;
  };
  const upToDate = (state: StateDocument | null) =>
    state !== null && state.version === target && state.definitions === wantedDefinitions;

  const before = await readState();
  const from = before?.version ?? 0;
  const result: MigrationResult = { from, to: from, applied: [], indexChanges: [] };
  if (upToDate(before)) return result;

  const lock = await acquireSchemaLock(schema as never, {
    holder: options.holder ?? `${hostname()}:${process.pid}`,
    leaseMs: options.leaseMs ?? 60_000,
    pollMs: options.pollMs ?? 250,
    isDone: async () => upToDate(await readState()),
    log,
  });
  if (!lock) {
    result.to = target;
    return result;
  }
  try {
    const state = await readState();
    let version = state?.version ?? 0;
    for (const migration of list.slice(version)) {
      log(`applying schema migration ${migration.version} (${migration.name})`);
      await migration.up(db);
      lock.assertHeld();
      const now = new Date();
      await schema.updateOne(
        { _id: `migration-${migration.version}` },
        { $set: { version: migration.version, name: migration.name, release, appliedAt: now } },
        { upsert: true },
      );
      await schema.updateOne(
        { _id: 'state' },
        { $set: { version: migration.version, release, definitions: state?.definitions ?? '', updatedAt: now } },
        { upsert: true },
      );
      version = migration.version;
      result.applied.push({ version: migration.version, name: migration.name });
    }
    result.indexChanges = await reconcileSchema(db, definitions);
    lock.assertHeld();
    // Rebuilds and drops change how queries run: name each. New indexes (a fresh database has all) are counted.
    for (const change of result.indexChanges) {
      if (change.action !== 'created') log(`index ${change.collection}.${change.index} ${change.action}`);
    }
    const created = result.indexChanges.filter((change) => change.action === 'created').length;
    if (created > 0) log(`${created} index(es) created`);
    const changedRelease = result.applied.length > 0 || result.indexChanges.length > 0;
    await schema.updateOne(
      { _id: 'state' },
      {
        $set: {
          version,
          definitions: wantedDefinitions,
          updatedAt: new Date(),
          ...(changedRelease || !state ? { release } : {}),
        },
      },
      { upsert: true },
    );
    result.to = version;
    return result;
  } finally {
    await lock.release();
  }
}
