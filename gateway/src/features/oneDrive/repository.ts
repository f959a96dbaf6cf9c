import { isDuplicateKey } from '../../infra/mongoErrors';
import type { OneDriveConnectionModel, OneDriveConnectionRecord, UsedStateModel } from './model';

const ID = 'onedrive' as const;

export function createOneDriveRepository(connections: OneDriveConnectionModel, usedStates: UsedStateModel) {
  return {
    async get(): Promise<OneDriveConnectionRecord | null> {
      return connections.findById(ID).lean<OneDriveConnectionRecord>().exec();
    },

    /** Replaces the connection (a new admin connect). */
    async save(record: Omit<OneDriveConnectionRecord, '_id'>): Promise<void> {
      await connections.replaceOne({ _id: ID }, { _id: ID, ...record }, { upsert: true }).exec();
    },

    async updateTokens(changes: Partial<Omit<OneDriveConnectionRecord, '_id'>>): Promise<void> {
      await connections.updateOne({ _id: ID }, { $set: changes }).exec();
    },

    /** Records a state value as used; false when it was used before. Old entries are purged on the way. */
    async useStateOnce(nonce: string, expiresAt: Date, now: Date): Promise<boolean> {
      await usedStates.deleteMany({ expiresAt: { $lt: now } }).exec();
      try {
        await usedStates.create({ _id: nonce, expiresAt });
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
  };
}

export type OneDriveRepository = ReturnType<typeof createOneDriveRepository>;
