import { Schema, type Connection, type Model } from 'mongoose';

/** OAuth state values already used, so each works once (`_id` is `<purpose>:<nonce>`). */
export type UsedStateRecord = { _id: string; expiresAt: Date };

const usedStateSchema = new Schema<UsedStateRecord>(
  { _id: { type: String, required: true }, expiresAt: { type: Date, required: true } },
  { collection: 'oauthstates', versionKey: false },
);

export type UsedStateModel = Model<UsedStateRecord>;

export const usedStateModel = (db: Connection): UsedStateModel =>
  db.models.UsedOAuthState ?? db.model<UsedStateRecord>('UsedOAuthState', usedStateSchema);
