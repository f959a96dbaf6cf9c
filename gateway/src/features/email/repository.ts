import type { EmailSettingsModel, EmailSettingsRecord } from './model';
import { upsertRetried } from '../../infra/mongoErrors';

const ID = 'email' as const;

export function createEmailSettingsRepository(settings: EmailSettingsModel) {
  return {
    async get(): Promise<EmailSettingsRecord | null> {
      return settings.findById(ID).lean<EmailSettingsRecord>().exec();
    },

    async save(record: Omit<EmailSettingsRecord, '_id'>): Promise<EmailSettingsRecord> {
      await upsertRetried(() => settings.replaceOne({ _id: ID }, { _id: ID, ...record }, { upsert: true }).exec());
      return { _id: ID, ...record };
    },
  };
}

export type EmailSettingsRepository = ReturnType<typeof createEmailSettingsRepository>;
