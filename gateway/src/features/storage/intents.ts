import type { Connection } from 'mongoose';
import type { StorageBackend } from './port';

/** The collection of files on their way into or out of storage (mongo-init declares it). */
export const STORAGE_INTENTS_COLLECTION = 'storageintents';

/**
 * A file whose fate hangs on one document record: written before an upload stores its file (or
 * before a deletion removes its record) and cleared once the record is written (or the file
 * removed). One left behind names a file a dead or failed request may have orphaned; the orphan
 * sweep keeps the file when the record exists and removes it when not.
 */
export type StorageIntentRecord = {
  /** `<createdAt ISO>~<documentId>`: ordered by age, so the sweep reads the old ones by `_id` alone. */
  _id: string;
  /** The record that keeps the file (an upload's future document, a deletion's document). */
  documentId: string;
  backend: StorageBackend;
  /** The deal's folder and the file's name: where an upload cut short before its key was known left it. */
  folder: string;
  fileName: string;
  /** The backend's key once known (null: the upload had not finished storing). */
  key: string | null;
  /** Wall-clock time (like leases), never the injectable clock that dates records. */
  createdAt: Date;
};

/**
 * A deal's deletion under way (deals/service.ts): written before the deal is marked deleting and
 * cleared once it is deleted. One left behind names a deletion a dead process cut short; the
 * orphan sweep finishes it. Kept with the file intents so the sweep reads both by `_id` alone.
 */
export type DealDeletionIntentRecord = {
  /** `<createdAt ISO>~deal:<deal _id>` (ordered by age with the file intents). */
  _id: string;
  kind: 'dealDeletion';
  dealId: string;
  createdAt: Date;
};

export type AnyIntentRecord = StorageIntentRecord | DealDeletionIntentRecord;

export const isDealDeletion = (intent: AnyIntentRecord): intent is DealDeletionIntentRecord =>
  'kind' in intent && intent.kind === 'dealDeletion';

export type StorageIntentInput = Pick<StorageIntentRecord, 'documentId' | 'backend' | 'folder' | 'fileName'> & {
  key?: string | null;
};

/** Intents written or cleared per round trip (few are ever stored, so `$in` on `_id` stays cheap). */
const BATCH = 100;

function batches<T>(items: T[]): T[][] {
  return Array.from({ length: Math.ceil(items.length / BATCH) }, (_, n) => items.slice(n * BATCH, (n + 1) * BATCH));
}

function intentOf(input: StorageIntentInput, createdAt: Date): StorageIntentRecord {
  return {
    _id: `${createdAt.toISOString()}~${input.documentId}`,
    documentId: input.documentId,
    backend: input.backend,
    folder: input.folder,
    fileName: input.fileName,
    key: input.key ?? null,
    createdAt,
  };
}

export function createStorageIntents(db: Connection, options: { graceMs: number }) {
  const intents = () => db.collection<StorageIntentRecord>(STORAGE_INTENTS_COLLECTION);

  return {
    graceMs: options.graceMs,

    async begin(input: StorageIntentInput): Promise<StorageIntentRecord> {
      const intent = intentOf(input, new Date());
      await intents().insertOne(intent);
      return intent;
    },

    /** Intents for many files at once (a deal's deletion), written in a few batches. */
    async beginMany(inputs: StorageIntentInput[]): Promise<StorageIntentRecord[]> {
      const createdAt = new Date();
      const written = inputs.map((input) => intentOf(input, createdAt));
      for (const batch of batches(written)) await intents().insertMany(batch, { ordered: false });
      return written;
    },

    /** Before a deal is marked deleting: what the sweep finishes should the deletion be cut short. */
    async beginDealDeletion(dealId: string): Promise<DealDeletionIntentRecord> {
      const createdAt = new Date();
      const intent: DealDeletionIntentRecord = {
        _id: `${createdAt.toISOString()}~deal:${dealId}`,
        kind: 'dealDeletion',
        dealId,
        createdAt,
      };
      await db.collection<DealDeletionIntentRecord>(STORAGE_INTENTS_COLLECTION).insertOne(intent);
      return intent;
    },

    async noteKey(intent: StorageIntentRecord, key: string): Promise<void> {
      await intents().updateOne({ _id: intent._id }, { $set: { key } });
    },

    async clear(intent: Pick<StorageIntentRecord, '_id'>): Promise<void> {
      await intents().deleteOne({ _id: intent._id });
    },

    async clearMany(cleared: Pick<StorageIntentRecord, '_id'>[]): Promise<void> {
      for (const batch of batches(cleared))
        await intents().deleteMany({ _id: { $in: batch.map((intent) => intent._id) } });
    },

    /**
     * True once the writer of `intent` must give up rather than write its record: past half the
     * grace, so a sweep (which waits the whole grace) never races a record still being written,
     * even with the instances' clocks a little apart.
     */
    overdue(intent: StorageIntentRecord, now = new Date()): boolean {
      return now.getTime() - intent.createdAt.getTime() > options.graceMs / 2;
    },

    /** Up to `limit` intents begun before `before`, oldest first, after the `_id` `after` (a keyset page). */
    async begunBefore(before: Date, after: string | null, limit: number): Promise<AnyIntentRecord[]> {
      const range = { $lt: before.toISOString(), ...(after !== null ? { $gt: after } : {}) };
      return db
        .collection<AnyIntentRecord>(STORAGE_INTENTS_COLLECTION)
        .find({ _id: range })
        .sort({ _id: 1 })
        .limit(limit)
        .toArray();
    },
  };
}

export type StorageIntents = ReturnType<typeof createStorageIntents>;
