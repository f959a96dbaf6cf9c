import { Schema, type Connection, type Model } from 'mongoose';

export const BOOK_ID = 'book';

/**
 * The one record of a loaded sample book: who loaded it, and every record loading made, so that
 * removal takes away exactly those. `state` is 'loading' while the load runs (a second load is
 * refused), then 'loaded'.
 */
export type SampleBookRecord = {
  _id: typeof BOOK_ID;
  state: 'loading' | 'loaded';
  loadedBy: string;
  loadedAt: Date;
  dealIds: string[];
  userIds: string[];
  ghlOpportunityIds: string[];
  /** The sample lenders (their programs and contacts go with them); absent in books loaded before them. */
  lenderIds?: string[];
};

const sampleBookSchema = new Schema<SampleBookRecord>(
  {
    _id: { type: String, required: true },
    state: { type: String, required: true },
    loadedBy: { type: String, required: true },
    loadedAt: { type: Date, required: true },
    dealIds: { type: [String], default: [] },
    userIds: { type: [String], default: [] },
    ghlOpportunityIds: { type: [String], default: [] },
    lenderIds: { type: [String], default: [] },
  },
  { collection: 'samplebooks', versionKey: false, timestamps: false },
);

export type SampleBookModel = Model<SampleBookRecord>;

export const sampleBookModel = (db: Connection): SampleBookModel =>
  db.models.SampleBook ?? db.model<SampleBookRecord>('SampleBook', sampleBookSchema);
