import { Schema, type Connection, type Model } from 'mongoose';

export type AutoAccessRecord = {
  _id: string;
  discordUsername: string;
  discordUsernameLower: string;
  notes: string;
  addedBy: string | null;
  addedByUsername: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const autoAccessSchema = new Schema<AutoAccessRecord>(
  {
    _id: { type: String, required: true },
    discordUsername: { type: String, required: true },
    discordUsernameLower: { type: String, required: true },
    notes: { type: String, default: '' },
    addedBy: { type: String, default: null },
    addedByUsername: { type: String, default: null },
  },
  { collection: 'autoaccessusers', timestamps: true, versionKey: false },
);

export type AutoAccessModel = Model<AutoAccessRecord>;

export const autoAccessModel = (db: Connection): AutoAccessModel =>
  db.models.AutoAccessUser ?? db.model<AutoAccessRecord>('AutoAccessUser', autoAccessSchema);
