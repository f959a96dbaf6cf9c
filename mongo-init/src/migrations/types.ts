import type { Db } from 'mongodb';

/**
 * One step of the database schema. Versions are whole numbers, each one more than the last; a
 * database records the highest version applied, so `up` runs once per database. FerretDB has no
 * transactions: write `up` so that running it again after a crash half-way is harmless.
 */
export type Migration = {
  version: number;
  /** Short kebab-case name, kept in the database's migration history. */
  name: string;
  up(db: Db): Promise<void>;
};
