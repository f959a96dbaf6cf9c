import { Schema, type Connection, type Model } from 'mongoose';

/** One issued token. Deleting or revoking it ends the token at once, whatever its expiry. */
export type SessionRecord = {
  _id: string;
  userId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  createdAt: Date;
};

const sessionSchema = new Schema<SessionRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    expiresAt: { type: Date, required: true },
    revokedAt: { type: Date, default: null },
  },
  { collection: 'sessions', timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export type SessionModel = Model<SessionRecord>;

export const sessionModel = (db: Connection): SessionModel =>
  db.models.Session ?? db.model<SessionRecord>('Session', sessionSchema);
