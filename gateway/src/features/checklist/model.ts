import { Schema, type Connection, type Model } from 'mongoose';
import type { ChecklistStatus } from '@portal/contracts';

/** 'N of M' as stored on the deal: required items Accepted of all required items. */
export type ChecklistProgressRecord = { done: number; total: number };

/**
 * The state of one checklist item of a deal, stored on the deal by item id. An item without a
 * state is Missing since the deal was created.
 */
export type ChecklistItemState = {
  id: string;
  status: ChecklistStatus;
  /** The admin's reason when Rejected. */
  reason: string | null;
  reviewedAt: Date | null;
  /** When the status last changed (a Missing item: since when it is missing). */
  since: Date;
};

export type ChecklistTemplateItemRecord = { id: string; name: string; description: string; required: boolean };
export type ChecklistTemplateRecord = { dealType: string; items: ChecklistTemplateItemRecord[] };

/** The admin's templates (one document, `_id` 'checklist'); absent until first saved. */
export type ChecklistSettingsRecord = {
  _id: string;
  templates: ChecklistTemplateRecord[];
  reminderAfterDays: number;
  updatedAt: Date;
};

const settingsSchema = new Schema<ChecklistSettingsRecord>(
  {
    _id: { type: String, required: true },
    templates: { type: [Object], required: true },
    reminderAfterDays: { type: Number, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'checklistsettings', versionKey: false, timestamps: false },
);

export type ChecklistSettingsModel = Model<ChecklistSettingsRecord>;
export const checklistSettingsModel = (db: Connection): ChecklistSettingsModel =>
  db.models.ChecklistSettings ?? db.model<ChecklistSettingsRecord>('ChecklistSettings', settingsSchema);
