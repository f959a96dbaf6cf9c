import { randomUUID } from 'node:crypto';
import type { QueryFilter } from 'mongoose';
import { isDuplicateKey, upsertRetried } from '../../infra/mongoErrors';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import type { SettingsCache } from '../../infra/settingsCache';
import type {
  GhlLinkModel,
  GhlSettingsModel,
  GhlSettingsRecord,
  LeaseModel,
  SyncOutcomeModel,
  SyncOutcomeRecord,
  WebhookEventModel,
  WebhookEventRecord,
} from './model';

const SETTINGS_ID = 'ghl' as const;

/** A kept outcome as lists read it: always with the time it was first recorded. */
export type KeptOutcome = SyncOutcomeRecord & { createdAt: Date };

/** The GHL configuration document, read through the instance's settings cache (every push reads it). */
export function createGhlSettingsRepository(settings: GhlSettingsModel, cache: SettingsCache) {
  return {
    async get(): Promise<GhlSettingsRecord | null> {
      return cache.read(SETTINGS_ID, () => settings.findById(SETTINGS_ID).lean<GhlSettingsRecord>().exec());
    },

    async save(record: Omit<GhlSettingsRecord, '_id'>): Promise<GhlSettingsRecord> {
      await upsertRetried(() =>
        settings.replaceOne({ _id: SETTINGS_ID }, { _id: SETTINGS_ID, ...record }, { upsert: true }).exec(),
      );
      await cache.changed();
      return { _id: SETTINGS_ID, ...record };
    },
  };
}
export type GhlSettingsRepository = ReturnType<typeof createGhlSettingsRepository>;

/** Opportunity id → deal id, keyed by `_id` so every lookup uses the primary index. */
export function createGhlLinkRepository(links: GhlLinkModel) {
  return {
    async dealIdOf(opportunityId: string): Promise<string | null> {
      const link = await links.findById(opportunityId).lean<{ dealId: string }>().exec();
      return link?.dealId ?? null;
    },

    /** The links of many opportunities at once: opportunity id → deal id. */
    async dealIdsOf(opportunityIds: string[]): Promise<Map<string, string>> {
      if (opportunityIds.length === 0) return new Map();
      const rows = await links
        .find({ _id: { $in: opportunityIds } })
        .lean<{ _id: string; dealId: string }[]>()
        .exec();
      return new Map(rows.map((row) => [row._id, row.dealId]));
    },

    /**
     * Claims an opportunity for `dealId`. The first claim wins; later ones get the winner's
     * deal id back (`claimed: false`), which is what makes a repeated import an update.
     */
    async claim(opportunityId: string, dealId: string, now: Date): Promise<{ dealId: string; claimed: boolean }> {
      try {
        await links.collection.insertOne({ _id: opportunityId, dealId, createdAt: now } as never);
        return { dealId, claimed: true };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const existing = await this.dealIdOf(opportunityId);
        if (!existing) throw error;
        return { dealId: existing, claimed: false };
      }
    },

    /** Forgets an opportunity's link (its deal was deleted). */
    async remove(opportunityId: string): Promise<void> {
      await links.deleteOne({ _id: opportunityId }).exec();
    },

    /** Points an opportunity at a deal (the push knows the deal for sure). */
    async set(opportunityId: string, dealId: string, now: Date): Promise<void> {
      await links
        .updateOne({ _id: opportunityId }, { $set: { dealId }, $setOnInsert: { createdAt: now } }, { upsert: true })
        .exec()
        .catch(async (error: unknown) => {
          // Two upserts of a new link at once: the other one inserted it; set it again.
          if (!isDuplicateKey(error)) throw error;
          await links.updateOne({ _id: opportunityId }, { $set: { dealId } }).exec();
        });
    },
  };
}
export type GhlLinkRepository = ReturnType<typeof createGhlLinkRepository>;

/** Webhook deliveries already seen (replay and duplicate protection). */
export function createWebhookEventRepository(events: WebhookEventModel) {
  return {
    /** Records the delivery's keys; false when any of them was seen before. */
    async claim(keys: string[], record: Omit<WebhookEventRecord, '_id' | 'eventKey'>): Promise<boolean> {
      const inserted: string[] = [];
      try {
        for (const key of keys) {
          await events.collection.insertOne({ _id: key, eventKey: key, ...record } as never);
          inserted.push(key);
        }
        return true;
      } catch (error) {
        if (!isDuplicateKey(error)) {
          await this.release(inserted).catch(() => undefined);
          throw error;
        }
        return false;
      }
    },

    /** Deletes deliveries received before `before` (retention); replays older than that are no longer recognised. */
    async purge(before: Date): Promise<number> {
      return (await events.deleteMany({ receivedAt: { $lt: before } }).exec()).deletedCount;
    },

    /** Forgets keys again, so GHL's retry of a delivery we could not process is processed. */
    async release(keys: string[]): Promise<void> {
      if (keys.length > 0) await events.deleteMany({ _id: { $in: keys } }).exec();
    },
  };
}
export type WebhookEventRepository = ReturnType<typeof createWebhookEventRepository>;

/** Per-deal outcomes of sync runs. */
export function createSyncOutcomeRepository(outcomes: SyncOutcomeModel) {
  const id = (runId: string, dealId: string) => `${runId}:${dealId}`;
  return {
    async start(runId: string, dealIds: string[], now: Date): Promise<void> {
      if (dealIds.length === 0) return;
      await outcomes.collection.insertMany(
        dealIds.map((dealId) => ({
          _id: id(runId, dealId),
          runId,
          dealId,
          state: 'queued',
          error: null,
          updatedAt: now,
        })) as never[],
      );
    },

    /** A job's report; ignored once the run has answered and cleared its outcomes. */
    async report(
      runId: string,
      dealId: string,
      state: SyncOutcomeRecord['state'],
      error: string | null,
      now: Date,
    ): Promise<void> {
      await outcomes.updateOne({ _id: id(runId, dealId) }, { $set: { state, error, updatedAt: now } }).exec();
    },

    async list(runId: string, dealIds: string[]): Promise<SyncOutcomeRecord[]> {
      return outcomes
        .find({ _id: { $in: dealIds.map((dealId) => id(runId, dealId)) } })
        .lean<SyncOutcomeRecord[]>()
        .exec();
    },

    /**
     * Stores an outcome that stays (until the retention purge), e.g. what a deal's deletion did in
     * GHL. `details` (the deal's number, its opportunity, the policy) are kept with it; the first
     * write of a key sets `createdAt`, the order of the admin's list.
     */
    async record(
      key: string,
      runId: string,
      dealId: string,
      state: SyncOutcomeRecord['state'],
      error: string | null,
      action: string | null,
      now: Date,
      details: Pick<SyncOutcomeRecord, 'dealNumber' | 'opportunityId' | 'policy'> = {},
    ): Promise<void> {
      const fields = { runId, dealId, state, error, action, updatedAt: now, ...details };
      await outcomes
        .updateOne({ _id: key }, { $set: fields, $setOnInsert: { createdAt: now } }, { upsert: true })
        .exec()
        .catch(async (caught: unknown) => {
          if (!isDuplicateKey(caught)) throw caught;
          await outcomes.updateOne({ _id: key }, { $set: fields }).exec();
        });
    },

    /** A keyset page of one run's kept outcomes, newest first (createdAt, then `_id`, descending). */
    async pageOfRun(runId: string, position: PagePosition): Promise<{ rows: KeptOutcome[]; total: number }> {
      const filter = { runId };
      const [rows, total] = await Promise.all([
        outcomes
          .find(withKeyset(filter, position.after) as QueryFilter<SyncOutcomeRecord>)
          .sort(KEYSET_SORT)
          .limit(position.limit + 1)
          .lean<SyncOutcomeRecord[]>()
          .exec(),
        // Later pages reuse the total their cursor carries from the first.
        position.total ?? outcomes.countDocuments(filter).exec(),
      ]);
      return { rows: rows.map((row) => ({ ...row, createdAt: row.createdAt ?? row.updatedAt })), total };
    },

    async get(key: string): Promise<SyncOutcomeRecord | null> {
      return outcomes.findById(key).lean<SyncOutcomeRecord>().exec();
    },

    /** Deletes outcomes last updated before `before` (retention). */
    async purge(before: Date): Promise<number> {
      return (await outcomes.deleteMany({ updatedAt: { $lt: before } }).exec()).deletedCount;
    },

    async clear(runId: string, dealIds: string[]): Promise<void> {
      await outcomes.deleteMany({ _id: { $in: dealIds.map((dealId) => id(runId, dealId)) } }).exec();
    },
  };
}
export type SyncOutcomeRepository = ReturnType<typeof createSyncOutcomeRepository>;

/**
 * Leases: a unique `_id` per held thing, with an expiry so a crashed holder does not block for
 * ever. Atomic on MongoDB and FerretDB alike (an insert either wins the `_id` or fails).
 */
export function createLeaseRepository(leases: LeaseModel) {
  /**
   * The lease with its release and its renewal (a further `ttlMs` from now, while still held), or
   * null when someone else holds it.
   */
  async function acquireRenewable(name: string, ttlMs: number): Promise<HeldLease | null> {
    const holder = randomUUID();
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await leases.collection.insertOne({
          _id: name,
          holder,
          expiresAt: new Date(Date.now() + ttlMs),
        } as never);
        return {
          async release() {
            await leases.deleteOne({ _id: name, holder }).exec();
          },
          async renew() {
            const renewed = await leases
              .updateOne({ _id: name, holder }, { $set: { expiresAt: new Date(Date.now() + ttlMs) } })
              .exec();
            return renewed.matchedCount === 1;
          },
        };
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Take over a lease whose holder died without releasing it.
        const removed = await leases.deleteOne({ _id: name, expiresAt: { $lt: new Date() } }).exec();
        if (removed.deletedCount === 0) return null;
      }
    }
    return null;
  }

  return {
    acquireRenewable,
    /** A release function when the lease was taken, or null when someone else holds it. */
    async acquire(name: string, ttlMs: number): Promise<(() => Promise<void>) | null> {
      const lease = await acquireRenewable(name, ttlMs);
      return lease ? lease.release : null;
    },
  };
}

/** A lease this holder has: given back with `release`, kept longer with `renew` (false once lost). */
export type HeldLease = { release(): Promise<void>; renew(): Promise<boolean> };
export type LeaseRepository = ReturnType<typeof createLeaseRepository>;
