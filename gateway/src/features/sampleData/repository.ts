import { isDuplicateKey } from '../../infra/mongoErrors';
import { BOOK_ID, type SampleBookModel, type SampleBookRecord } from './model';

/** The sample book's record: claimed before a load, filled as records are made, removed last. */
export function createSampleBookRepository(books: SampleBookModel) {
  return {
    async get(): Promise<SampleBookRecord | null> {
      return books.findById(BOOK_ID).lean<SampleBookRecord>().exec();
    },

    /** Claims the load; false when a book is already loaded or loading. */
    async claim(loadedBy: string, at: Date): Promise<boolean> {
      try {
        await books.collection.insertOne({
          _id: BOOK_ID,
          state: 'loading',
          loadedBy,
          loadedAt: at,
          dealIds: [],
          userIds: [],
          ghlOpportunityIds: [],
          lenderIds: [],
        } as never);
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    /** Notes records as they are made, so a load that fails half-way can still be removed exactly. */
    async add(records: Partial<Pick<SampleBookRecord, 'dealIds' | 'userIds' | 'ghlOpportunityIds' | 'lenderIds'>>) {
      const push = Object.fromEntries(
        Object.entries(records)
          .filter(([, ids]) => ids.length > 0)
          .map(([field, ids]) => [field, { $each: ids }]),
      );
      if (Object.keys(push).length > 0) await books.updateOne({ _id: BOOK_ID }, { $push: push }).exec();
    },

    async markLoaded(): Promise<void> {
      await books.updateOne({ _id: BOOK_ID }, { $set: { state: 'loaded' } }).exec();
    },

    async remove(): Promise<void> {
      await books.deleteOne({ _id: BOOK_ID }).exec();
    },
  };
}

export type SampleBookRepository = ReturnType<typeof createSampleBookRepository>;
