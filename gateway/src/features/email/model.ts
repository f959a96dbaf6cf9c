import { Schema, type Connection, type Model } from 'mongoose';

/** The SMTP and notification settings: one document `_id: 'email'` in settings. */
export type EmailSettingsRecord = {
  _id: 'email';
  smtpHost: string | null;
  smtpPort: number;
  smtpUser: string | null;
  /** AES-256-GCM ciphertext (infra/crypto); never leaves the gateway. */
  smtpPasswordEncrypted: string | null;
  /** The admin's explicit opt-out of required TLS (absent in settings saved before it existed: false). */
  allowUnencrypted: boolean;
  fromEmail: string | null;
  fromName: string | null;
  notificationEmails: string[];
  enabled: boolean;
  updatedAt: Date;
};

const emailSettingsSchema = new Schema<EmailSettingsRecord>(
  {
    _id: { type: String, required: true },
    smtpHost: { type: String, default: null },
    smtpPort: { type: Number, default: 587 },
    smtpUser: { type: String, default: null },
    smtpPasswordEncrypted: { type: String, default: null },
    allowUnencrypted: { type: Boolean, default: false },
    fromEmail: { type: String, default: null },
    fromName: { type: String, default: null },
    notificationEmails: { type: [String], default: [] },
    enabled: { type: Boolean, default: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'settings', versionKey: false, timestamps: false },
);

export type EmailSettingsModel = Model<EmailSettingsRecord>;

export const emailSettingsModel = (db: Connection): EmailSettingsModel =>
  db.models.EmailSettings ?? db.model<EmailSettingsRecord>('EmailSettings', emailSettingsSchema);
