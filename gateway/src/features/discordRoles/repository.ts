import { randomUUID } from 'node:crypto';
import type { QueryFilter } from 'mongoose';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import { upsertRetried } from '../../infra/mongoErrors';
import {
  CHECK_RUN_ID,
  SETTINGS_ID,
  type AccessChangeModel,
  type AccessChangeRecord,
  type RoleAccessSettingsModel,
  type RoleAccessSettingsRecord,
  type RoleCheckRunModel,
  type RoleCheckRunRecord,
} from './model';

type RunProgress = Pick<RoleCheckRunRecord, 'checked' | 'revoked' | 'restored'>;

/** The role-access settings document and the list of access changes. */
export function createRoleAccessRepository(
  settings: RoleAccessSettingsModel,
  changes: AccessChangeModel,
  runs: RoleCheckRunModel,
) {
  /** Writes to the latest run only while it is still `runId`. */
  const updateRun = async (runId: string, values: Partial<RoleCheckRunRecord>) => {
    await runs.updateOne({ _id: CHECK_RUN_ID, runId }, { $set: values }).exec();
  };

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

    /** The latest run of the check, or null before the first. */
    async latestRun(): Promise<RoleCheckRunRecord | null> {
      return runs.findById(CHECK_RUN_ID).lean<RoleCheckRunRecord>().exec();
    },

    /** A new run replaces the latest (the single-run lease is held, so no other run is writing). */
    async startRun(runId: string, total: number, at: Date): Promise<RoleCheckRunRecord> {
      const record: RoleCheckRunRecord = {
        _id: CHECK_RUN_ID,
        runId,
        status: 'running',
        checked: 0,
        total,
        revoked: 0,
        restored: 0,
        startedAt: at,
        heartbeatAt: at,
        finishedAt: null,
        error: null,
      };
      await upsertRetried(() => runs.replaceOne({ _id: CHECK_RUN_ID }, record, { upsert: true }).exec());
      return record;
    },

    /** How far the run got; `at` is its latest sign of life (a run silent for a lease's length died). */
    async reportProgress(runId: string, progress: RunProgress, at: Date): Promise<void> {
      await updateRun(runId, { ...progress, heartbeatAt: at });
    },

    async finishRun(runId: string, progress: RunProgress, at: Date): Promise<void> {
      await updateRun(runId, { ...progress, status: 'finished', finishedAt: at });
    },

    async failRun(runId: string, progress: RunProgress, error: string, at: Date): Promise<void> {
      await updateRun(runId, { ...progress, status: 'failed', finishedAt: at, error });
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
