import { Schema, type Connection, type Model } from 'mongoose';

export type AutoAccessRecord = {
  _id: string;
  discordUsername: string;
  discordUsernameLower: string;
  /**
   * The Discord user id this entry admits: given by the admin, or bound at the first sign-in of the
   * name's holder (null until then). Once bound, the name no longer matters: renames keep it, and a
   * new account that takes the name later is not admitted.
   */
  discordId: string | null;
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
    discordId: { type: String, default: null },
    notes: { type: String, default: '' },
    addedBy: { type: String, default: null },
    addedByUsername: { type: String, default: null },
  },
  { collection: 'autoaccessusers', timestamps: true, versionKey: false },
);

export type AutoAccessModel = Model<AutoAccessRecord>;

export const autoAccessModel = (db: Connection): AutoAccessModel =>
  db.models.AutoAccessUser ?? db.model<AutoAccessRecord>('AutoAccessUser', autoAccessSchema);
