import type { EmailSettingsModel, EmailSettingsRecord } from './model';
import { upsertRetried } from '../../infra/mongoErrors';
import type { SettingsCache } from '../../infra/settingsCache';

const ID = 'email' as const;

/** The SMTP configuration document, read through the instance's settings cache (every notification reads it). */
export function createEmailSettingsRepository(settings: EmailSettingsModel, cache: SettingsCache) {
  return {
    async get(): Promise<EmailSettingsRecord | null> {
      return cache.read(ID, () => settings.findById(ID).lean<EmailSettingsRecord>().exec());
    },

    async save(record: Omit<EmailSettingsRecord, '_id'>): Promise<EmailSettingsRecord> {
      await upsertRetried(() => settings.replaceOne({ _id: ID }, { _id: ID, ...record }, { upsert: true }).exec());
      await cache.changed();
      return { _id: ID, ...record };
    },
  };
}

export type EmailSettingsRepository = ReturnType<typeof createEmailSettingsRepository>;
