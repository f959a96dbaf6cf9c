import { Schema, type Connection, type Model } from 'mongoose';

export type { ChecklistItemState, ChecklistProgressRecord } from '../deals/model';

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
