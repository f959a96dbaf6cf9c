import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';
import type { Clock } from './clock';
import { upsertRetried } from './mongoErrors';

/** The `settings` document whose `version` changes after every change of a cached settings document. */
export const SETTINGS_VERSION_ID = 'settingsVersion';

type VersionDocument = { _id: string; version: string; changedAt: Date };

/**
 * The configuration documents read on nearly every request (write quotas, stale thresholds, the
 * GHL and e-mail configuration), kept in memory per instance (docs/write-load.md). A save on this
 * instance applies to its next read at once; other instances learn of it from the shared version,
 * which each checks at most once per `maxAgeMs` (one read by `_id` instead of one per document per
 * request). A save writes its document first and changes the version after, so an instance that
 * sees the new version reads the new document.
 *
 * Like the lender programs' version, the version is a fresh random value, not a counter: FerretDB
 * v1 does not increment atomically. `maxAgeMs` 0 checks the version on every read.
 */
export function createSettingsCache({ db, clock, maxAgeMs }: { db: Connection; clock: Clock; maxAgeMs: number }) {
  const settings = db.collection<VersionDocument>('settings');
  const values = new Map<string, Promise<unknown>>();
  let seenVersion: string | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let checking: Promise<void> | null = null;

  async function checkVersion(): Promise<void> {
    const found = await settings.findOne({ _id: SETTINGS_VERSION_ID });
    const version = found?.version ?? 'initial';
    if (version !== seenVersion) {
      values.clear();
      seenVersion = version;
    }
  }

  /** Checks the shared version when the last check is older than `maxAgeMs` (one check at a time). */
  async function fresh(): Promise<void> {
    const now = performance.now();
    if (checking) return checking;
    if (now - checkedAt < maxAgeMs) return;
    checkedAt = now;
    checking = checkVersion().finally(() => (checking = null));
    return checking;
  }

  return {
    /**
     * Checks the shared version now, whatever the age of the last check: background work that
     * would refuse for want of a setting (GHL not configured) looks once more before it does.
     */
    async checkNow(): Promise<void> {
      if (checking) return checking;
      checkedAt = performance.now();
      checking = checkVersion().finally(() => (checking = null));
      return checking;
    },

    /** The document `id` as `load` reads it, from memory while the version holds. */
    async read<T>(id: string, load: () => Promise<T>): Promise<T> {
      await fresh();
      let value = values.get(id) as Promise<T> | undefined;
      if (!value) {
        value = load();
        values.set(id, value);
        // A failed read is not kept: the next read tries the database again.
        value.catch(() => {
          if (values.get(id) === value) values.delete(id);
        });
      }
      return value;
    },

    /** Records that a cached document changed (call after its write). */
    async changed(): Promise<void> {
      values.clear();
      const version = randomUUID();
      // Several first changes at once: FerretDB's upsert can answer a duplicate key, sent again.
      await upsertRetried(() =>
        settings.updateOne(
          { _id: SETTINGS_VERSION_ID },
          { $set: { version, changedAt: clock.now() } },
          { upsert: true },
        ),
      );
      seenVersion = version;
      values.clear();
    },
  };
}

export type SettingsCache = ReturnType<typeof createSettingsCache>;
