import { Schema, type Connection, type Model } from 'mongoose';

/** The admin-connected drive: one document `_id: 'onedrive'` in settings. Tokens are encrypted. */
export type OneDriveConnectionRecord = {
  _id: 'onedrive';
  accessTokenEncrypted: string;
  refreshTokenEncrypted: string | null;
  accessTokenExpiresAt: Date;
  email: string | null;
  /** The refresh token stopped working: an admin must reconnect. */
  expired: boolean;
  connectedBy: string;
  connectedAt: Date;
  updatedAt: Date;
};

const connectionSchema = new Schema<OneDriveConnectionRecord>(
  {
    _id: { type: String, required: true },
    accessTokenEncrypted: { type: String, required: true },
    refreshTokenEncrypted: { type: String, default: null },
    accessTokenExpiresAt: { type: Date, required: true },
    email: { type: String, default: null },
    expired: { type: Boolean, default: false },
    connectedBy: { type: String, required: true },
    connectedAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'settings', versionKey: false, timestamps: false },
);

export type OneDriveConnectionModel = Model<OneDriveConnectionRecord>;

export const oneDriveConnectionModel = (db: Connection): OneDriveConnectionModel =>
  db.models.OneDriveConnection ?? db.model<OneDriveConnectionRecord>('OneDriveConnection', connectionSchema);
