import type { DuplicateFlagStatus } from '@portal/contracts';
import type { Connection } from 'mongoose';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import { createKeyedMutex } from '../../infra/keyedMutex';
import { upsertRetried } from '../../infra/mongoErrors';
import {
  DUPLICATE_DISMISSALS_COLLECTION,
  DUPLICATE_FLAGS_COLLECTION,
  PROPERTY_KEYS_COLLECTION,
  dealKeysId,
  pairKey,
  type DealKeysRecord,
  type DuplicateFlagRecord,
  type PropertyKeyRecord,
} from './records';

/** How often a key is written again when reading it back shows the deal missing (FerretDB's non-atomic updates). */
const KEY_WRITE_ATTEMPTS = 5;

/**
 * The property-key index, the flags and the dismissed pairs. Every read of the index is by `_id`
 * (FerretDB on SQLite hands only `_id` equality to the database), so a check never scans deals.
 */
export function createDuplicateRepository(db: Connection) {
  const keys = db.collection<PropertyKeyRecord | DealKeysRecord>(PROPERTY_KEYS_COLLECTION);
  const flags = db.collection<DuplicateFlagRecord>(DUPLICATE_FLAGS_COLLECTION);
  const dismissals = db.collection<{ _id: string; at: Date }>(DUPLICATE_DISMISSALS_COLLECTION);

  /** How long a deal alone under a key waits before reading the key again. */
  const SETTLE_MS = 150;
  /**
   * One write of a key at a time in this instance: FerretDB's `$addToSet` and `$pull` are a read
   * then a write of the whole key, so two at once can drop one of the deals. Across instances the
   * read-back below finds such a loss.
   */
  const perKey = createKeyedMutex();

  /** Adds the deal to a key and reads it back until it is there; answers every deal of the key. */
  async function addToKey(key: string, dealId: string): Promise<string[]> {
    for (let attempt = 1; ; attempt++) {
      // Two first adds to one key both insert it; the one that loses sends its add again.
      const stored = await perKey.run(key, async () => {
        await upsertRetried(() =>
          keys.updateOne({ _id: key }, { $addToSet: { dealIds: dealId } } as never, { upsert: true }),
        );
        return (await keys.findOne({ _id: key })) as PropertyKeyRecord | null;
      });
      const dealIds = stored?.dealIds ?? [];
      if (!dealIds.includes(dealId) && attempt < KEY_WRITE_ATTEMPTS) continue;
      if (dealIds.length > 1 || attempt >= KEY_WRITE_ATTEMPTS) return dealIds;
      // Alone under the key: FerretDB's update is a read then a write, so a simultaneous add may
      // still overwrite ours. Look again a moment later; a lost add is made again.
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const settled = ((await keys.findOne({ _id: key })) as PropertyKeyRecord | null)?.dealIds ?? [];
      if (settled.includes(dealId)) return settled;
    }
  }

  async function removeFromKey(key: string, dealId: string): Promise<void> {
    await perKey.run(key, async () => {
      await keys.updateOne({ _id: key }, { $pull: { dealIds: dealId } } as never);
    });
  }

  return {
    /**
     * Indexes a deal under `current` (dropping the keys it no longer has) and answers the other
     * deals sharing any of its keys.
     */
    async index(dealId: string, current: string[]): Promise<string[]> {
      const previous = ((await keys.findOne({ _id: dealKeysId(dealId) })) as DealKeysRecord | null)?.keys ?? [];
      for (const key of previous.filter((key) => !current.includes(key))) await removeFromKey(key, dealId);
      await keys.updateOne({ _id: dealKeysId(dealId) }, { $set: { keys: current } } as never, { upsert: true });
      const others = new Set<string>();
      for (const key of current) for (const id of await addToKey(key, dealId)) if (id !== dealId) others.add(id);
      return [...others];
    },

    /** The other deals sharing a key with these keys (no write: a GHL opportunity not yet imported). */
    async dealsHolding(current: string[]): Promise<string[]> {
      const found = new Set<string>();
      for (const key of current) {
        const stored = (await keys.findOne({ _id: key })) as PropertyKeyRecord | null;
        for (const id of stored?.dealIds ?? []) found.add(id);
      }
      return [...found];
    },

    /** Takes a deal out of the index (its deletion or merge). */
    async unindex(dealId: string): Promise<void> {
      const previous = ((await keys.findOne({ _id: dealKeysId(dealId) })) as DealKeysRecord | null)?.keys ?? [];
      for (const key of previous) await removeFromKey(key, dealId);
      await keys.deleteOne({ _id: dealKeysId(dealId) });
    },

    async insertFlag(record: DuplicateFlagRecord): Promise<void> {
      await flags.insertOne(record);
    },

    async findFlag(id: string): Promise<DuplicateFlagRecord | null> {
      return flags.findOne({ _id: id });
    },

    async updateFlag(id: string, changes: Partial<DuplicateFlagRecord>): Promise<void> {
      await flags.updateOne({ _id: id }, { $set: changes });
    },

    /** Resolves an open flag; false when it was resolved already (the first resolution wins). */
    async resolveFlag(
      id: string,
      changes: Pick<DuplicateFlagRecord, 'status' | 'resolvedAt' | 'resolvedBy' | 'keptDealId'>,
    ) {
      const result = await flags.updateOne({ _id: id, status: 'open' }, { $set: changes });
      return result.modifiedCount > 0;
    },

    /** The open flags other deals raised that name this deal among their matches. */
    async openFlagsMatching(dealId: string): Promise<DuplicateFlagRecord[]> {
      return flags.find({ status: 'open', 'matches.dealId': dealId }).toArray();
    },

    /** Every open flag (few: each waits for an admin). */
    async openFlags(): Promise<DuplicateFlagRecord[]> {
      return flags.find({ status: 'open' }).toArray();
    },

    async deleteFlag(id: string): Promise<void> {
      await flags.deleteOne({ _id: id });
    },

    /** Removes the open flags a deal raised. */
    async deleteOpenFlagsOfDeal(dealId: string): Promise<void> {
      await flags.deleteMany({ dealId, status: 'open' });
    },

    /** Removes the flags these deals raised. */
    async deleteFlagsOfDeals(dealIds: string[]): Promise<void> {
      if (dealIds.length > 0) await flags.deleteMany({ dealId: { $in: dealIds } });
    },

    /** One keyset page of the flags of a status, newest first (index status_createdAt_id). */
    async listPage(
      status: DuplicateFlagStatus,
      position: PagePosition,
    ): Promise<{ rows: DuplicateFlagRecord[]; total: number }> {
      const query = { status };
      const [rows, total] = await Promise.all([
        flags
          .find(withKeyset(query, position.after) as never, { sort: KEYSET_SORT })
          .limit(position.limit + 1)
          .toArray(),
        position.total ?? flags.countDocuments(query),
      ]);
      return { rows, total };
    },

    async dismissPair(a: string, b: string, at: Date): Promise<void> {
      await upsertRetried(() => dismissals.updateOne({ _id: pairKey(a, b) }, { $set: { at } }, { upsert: true }));
    },

    async isDismissed(a: string, b: string): Promise<boolean> {
      return (await dismissals.findOne({ _id: pairKey(a, b) })) !== null;
    },
  };
}

export type DuplicateRepository = ReturnType<typeof createDuplicateRepository>;
