import { Schema, type Connection, type Model } from 'mongoose';

/** The thresholds document in `settings` (`_id` = SETTINGS_ID): only the stages an admin saved. */
export type StaleThresholdsRecord = {
  _id: string;
  stages: { stage: string; days: number | null }[];
  updatedAt: Date;
};

export const SETTINGS_ID = 'stale-thresholds';

const schema = new Schema<StaleThresholdsRecord>(
  {
    _id: { type: String, required: true },
    stages: {
      type: [
        new Schema({ stage: { type: String, required: true }, days: { type: Number, default: null } }, { _id: false }),
      ],
      default: [],
    },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'settings', versionKey: false, timestamps: false },
);

export type StaleThresholdsModel = Model<StaleThresholdsRecord>;

export const staleThresholdsModel = (db: Connection): StaleThresholdsModel =>
  db.models.StaleThresholds ?? db.model<StaleThresholdsRecord>('StaleThresholds', schema);
