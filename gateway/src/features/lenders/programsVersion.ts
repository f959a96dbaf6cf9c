import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { Clock } from '../../infra/clock';

/** The `settings` document whose `version` changes after every change of the lender directory. */
export const PROGRAMS_VERSION_ID = 'lenderProgramsVersion';

export type ProgramsVersion = { version: string; changedAt: Date | null };

type VersionDocument = { _id: string; version: string; changedAt: Date };

/**
 * The version of the lender programs as matching sees them, for a cache kept right on every
 * instance: read it (one read by `_id`), and reload the programs when it differs from the one
 * loaded. Every write of the directory (service.ts: lenders, programs, contacts, the import) calls
 * `changed()` AFTER its write, so a version read after a write is never older than the data.
 *
 * The version is a fresh random value, not a counter: FerretDB v1 does not increment atomically,
 * and two writers bumping a counter at once could leave a value a cache has already seen. A new
 * random value always differs from every earlier one. Listeners added with `onChange` hear of the
 * changes made on this instance at once (other instances learn them from the version).
 */
export function createProgramsVersion({ db, clock }: { db: Connection; clock: Clock }) {
  const settings = db.collection<VersionDocument>('settings');
  const listeners = new Set<(version: string) => void>();

  return {
    async current(): Promise<ProgramsVersion> {
      const found = await settings.findOne({ _id: PROGRAMS_VERSION_ID });
      return { version: found?.version ?? 'initial', changedAt: found?.changedAt ?? null };
    },

    /** Records that the directory changed (after the write). */
    async changed(): Promise<string> {
      const version = randomUUID();
      await settings.updateOne(
        { _id: PROGRAMS_VERSION_ID },
        { $set: { version, changedAt: clock.now() } },
        { upsert: true },
      );
      for (const listener of listeners) listener(version);
      return version;
    },

    /** Calls `listener` after each change made on this instance; returns the unsubscribe. */
    onChange(listener: (version: string) => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type ProgramsVersionStore = ReturnType<typeof createProgramsVersion>;
