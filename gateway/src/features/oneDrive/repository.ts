import type { OneDriveConnectionModel, OneDriveConnectionRecord } from './model';
import { upsertRetried } from '../../infra/mongoErrors';

const ID = 'onedrive' as const;

export function createOneDriveRepository(connections: OneDriveConnectionModel) {
  return {
    async get(): Promise<OneDriveConnectionRecord | null> {
      return connections.findById(ID).lean<OneDriveConnectionRecord>().exec();
    },

    /** Replaces the connection (a new admin connect). */
    async save(record: Omit<OneDriveConnectionRecord, '_id'>): Promise<void> {
      await upsertRetried(() => connections.replaceOne({ _id: ID }, { _id: ID, ...record }, { upsert: true }).exec());
    },

    async updateTokens(changes: Partial<Omit<OneDriveConnectionRecord, '_id'>>): Promise<void> {
      await connections.updateOne({ _id: ID }, { $set: changes }).exec();
    },
  };
}

export type OneDriveRepository = ReturnType<typeof createOneDriveRepository>;
