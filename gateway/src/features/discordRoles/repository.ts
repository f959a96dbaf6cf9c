import { randomUUID } from 'node:crypto';
import type { QueryFilter } from 'mongoose';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import { upsertRetried } from '../../infra/mongoErrors';
import {
  SETTINGS_ID,
  type AccessChangeModel,
  type AccessChangeRecord,
  type RoleAccessSettingsModel,
  type RoleAccessSettingsRecord,
} from './model';

/** The role-access settings document and the list of access changes. */
export function createRoleAccessRepository(settings: RoleAccessSettingsModel, changes: AccessChangeModel) {
  return {
    async get(): Promise<RoleAccessSettingsRecord | null> {
      return settings.findById(SETTINGS_ID).lean<RoleAccessSettingsRecord>().exec();
    },

    async save(values: { guildId: string | null; grantingRoleIds: string[] }): Promise<RoleAccessSettingsRecord> {
      const saved = await upsertRetried(() =>
        settings
          .findByIdAndUpdate(SETTINGS_ID, { $set: values }, { upsert: true, returnDocument: 'after' })
          .lean<RoleAccessSettingsRecord>()
          .exec(),
      );
      return saved!;
    },

    async markChecked(at: Date): Promise<void> {
      await settings.updateOne({ _id: SETTINGS_ID }, { $set: { lastCheckAt: at } }, { timestamps: false }).exec();
    },

    async recordChange(change: Omit<AccessChangeRecord, '_id'>): Promise<AccessChangeRecord> {
      const record = { _id: randomUUID(), ...change };
      await changes.create(record);
      return record;
    },

    /** One keyset page of changes (newest first) plus one row to tell a next page exists, and the total. */
    async pageOfChanges(position: PagePosition): Promise<{ rows: AccessChangeRecord[]; total: number }> {
      const [rows, total] = await Promise.all([
        changes
          .find(withKeyset({}, position.after) as QueryFilter<AccessChangeRecord>)
          .sort(KEYSET_SORT)
          .limit(position.limit + 1)
          .lean<AccessChangeRecord[]>()
          .exec(),
        position.total ?? changes.estimatedDocumentCount().exec(),
      ]);
      return { rows, total };
    },
  };
}

export type RoleAccessRepository = ReturnType<typeof createRoleAccessRepository>;
