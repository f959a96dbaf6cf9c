import { upsertRetried } from '../../infra/mongoErrors';
import type { PushStateModel, PushStateRecord } from './model';

/** What the GHL push last sent per deal; every read and write is by `_id` (the deal's id). */
export function createPushStateRepository(states: PushStateModel) {
  const set = (dealId: string, fields: Partial<Omit<PushStateRecord, '_id'>>) =>
    upsertRetried(() =>
      states.updateOne({ _id: dealId }, { $set: { ...fields, updatedAt: new Date() } }, { upsert: true }).exec(),
    );
  return {
    async get(dealId: string): Promise<PushStateRecord | null> {
      return states.findById(dealId).lean<PushStateRecord>().exec();
    },

    /** Recorded before an opportunity create is sent: should its answer be lost, the next push searches first. */
    async markCreateAttempted(dealId: string, at: Date): Promise<void> {
      await set(dealId, { createAttemptedAt: at });
    },

    /** Recorded after a push: the hash of what GHL now holds from us. */
    async markPushed(dealId: string, pushedHash: string): Promise<void> {
      await set(dealId, { pushedHash });
    },

    async remove(dealId: string): Promise<void> {
      await states.deleteOne({ _id: dealId }).exec();
    },
  };
}

export type PushStateRepository = ReturnType<typeof createPushStateRepository>;
