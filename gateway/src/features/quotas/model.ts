import { Schema, type Connection, type Model } from 'mongoose';

/** The quotas document in `settings` (`_id` = QUOTAS_ID): only the quotas an admin saved. */
export type QuotasRecord = {
  _id: string;
  notificationStreamsPerMember?: number | null;
  writesPerMinutePerMember?: number | null;
  storedBytesPerMember?: number | null;
  storedBytesPerDeal?: number | null;
  updatedAt: Date;
};

export const QUOTAS_ID = 'quotas';

const schema = new Schema<QuotasRecord>(
  {
    _id: { type: String, required: true },
    notificationStreamsPerMember: { type: Number, default: null },
    writesPerMinutePerMember: { type: Number, default: null },
    storedBytesPerMember: { type: Number, default: null },
    storedBytesPerDeal: { type: Number, default: null },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'settings', versionKey: false, timestamps: false },
);

export type QuotasModel = Model<QuotasRecord>;

export const quotasModel = (db: Connection): QuotasModel =>
  db.models.Quotas ?? db.model<QuotasRecord>('Quotas', schema);
