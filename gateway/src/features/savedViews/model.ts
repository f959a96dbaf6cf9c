import { Schema, type Connection, type Model } from 'mongoose';

export type SavedViewRecord = {
  _id: string;
  name: string;
  /** The name lowercased: unique (index nameLower_unique), so names differ regardless of case. */
  nameLower: string;
  /** The deal list's canonical URL query (contracts' canonicalListQuery). */
  query: string;
  createdBy: string | null;
  createdByUsername: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const savedViewSchema = new Schema<SavedViewRecord>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    nameLower: { type: String, required: true },
    query: { type: String, default: '' },
    createdBy: { type: String, default: null },
    createdByUsername: { type: String, default: null },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  // Timestamps come from the injected clock.
  { collection: 'savedviews', timestamps: false, versionKey: false },
);

export type SavedViewModel = Model<SavedViewRecord>;

export const savedViewModel = (db: Connection): SavedViewModel =>
  db.models.SavedView ?? db.model<SavedViewRecord>('SavedView', savedViewSchema);
