import { createKeyedMutex } from '../../infra/keyedMutex';
import { isDuplicateKey } from '../../infra/mongoErrors';
import type { AnswerRecord, QuoteModel, QuoteRecord, SubmissionModel, SubmissionRecord } from './model';

/** Submissions to lender contacts and the quotes lenders gave. */
export function createSubmissionRepository(models: { submissions: SubmissionModel; quotes: QuoteModel }) {
  const { submissions, quotes } = models;
  /**
   * One write per submission (and per quote) at a time in this instance: FerretDB runs each update
   * as a read then a write of the whole document, so a lender's answer landing as an admin revokes
   * the link could put `revokedAt` back to null and leave the room open.
   */
  const perDocument = createKeyedMutex();
  const updateSubmission = (id: string, filter: object, update: object) =>
    perDocument.run(`submission:${id}`, () =>
      submissions.collection.updateOne({ ...filter, _id: id } as never, update),
    );
  const updateQuote = (id: string, update: object) =>
    perDocument.run(`quote:${id}`, () => quotes.collection.updateOne({ _id: id } as never, update));
  return {
    /** Stores a submission; false when one with its id is already stored (the same send again). */
    async insert(record: SubmissionRecord): Promise<boolean> {
      try {
        await submissions.collection.insertOne(record as never);
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    async findById(id: string): Promise<SubmissionRecord | null> {
      return submissions.collection.findOne<SubmissionRecord>({ _id: id } as never);
    },

    /** The submission whose link hashes to `tokenHash` (index tokenHash_unique), whatever its state. */
    async findByTokenHash(tokenHash: string): Promise<SubmissionRecord | null> {
      return submissions.collection.findOne<SubmissionRecord>({ tokenHash } as never);
    },

    async findMany(ids: string[]): Promise<SubmissionRecord[]> {
      if (ids.length === 0) return [];
      return submissions.collection.find<SubmissionRecord>({ _id: { $in: ids } } as never).toArray();
    },

    /** A deal's submissions, newest first (index dealId_createdAt_id). */
    async listByDeal(dealId: string): Promise<SubmissionRecord[]> {
      return submissions.collection
        .find<SubmissionRecord>({ dealId } as never, { sort: { createdAt: -1, _id: -1 } })
        .toArray();
    },

    /** Sets revokedAt once (a second revoke keeps the first time). */
    async revoke(id: string, at: Date): Promise<void> {
      await updateSubmission(id, { revokedAt: null }, { $set: { revokedAt: at } });
    },

    /** The lender's answer now (a later one replaces it). */
    async setAnswer(id: string, answer: AnswerRecord): Promise<void> {
      await updateSubmission(id, {}, { $set: { answer } });
    },

    /** Notes a term sheet the lender uploaded through this submission's room. */
    async addTermSheet(id: string, documentId: string): Promise<void> {
      await updateSubmission(id, {}, { $addToSet: { termSheetIds: documentId } });
    },

    async findQuote(id: string): Promise<QuoteRecord | null> {
      return quotes.collection.findOne<QuoteRecord>({ _id: id } as never);
    },

    /** Shares a quote with the deal's owner, or stops sharing it. */
    async setQuoteShared(id: string, shared: boolean): Promise<void> {
      await updateQuote(id, { $set: { shared } });
    },

    /** Records that an admin selected the quote (which is selected is the deal's), and shares it. */
    async markQuoteSelected(id: string, at: Date): Promise<void> {
      await updateQuote(id, { $set: { selectedAt: at, shared: true } });
    },

    async insertQuote(record: QuoteRecord): Promise<void> {
      await quotes.collection.insertOne(record as never);
    },

    /** A deal's quotes, newest first (index dealId_createdAt_id). */
    async quotesOf(dealId: string): Promise<QuoteRecord[]> {
      return quotes.collection.find<QuoteRecord>({ dealId } as never, { sort: { createdAt: -1, _id: -1 } }).toArray();
    },

    /** Moves a deal's submissions and quotes to another deal (a duplicate merge); how many of each moved. */
    async moveToDeal(fromDealId: string, toDealId: string): Promise<{ submissions: number; quotes: number }> {
      const [movedSubmissions, movedQuotes] = await Promise.all([
        submissions.collection.updateMany({ dealId: fromDealId } as never, { $set: { dealId: toDealId } }),
        quotes.collection.updateMany({ dealId: fromDealId } as never, { $set: { dealId: toDealId } }),
      ]);
      return { submissions: movedSubmissions.modifiedCount, quotes: movedQuotes.modifiedCount };
    },

    async deleteByDeal(dealId: string): Promise<void> {
      await Promise.all([
        submissions.collection.deleteMany({ dealId } as never),
        quotes.collection.deleteMany({ dealId } as never),
      ]);
    },
  };
}

export type SubmissionRepository = ReturnType<typeof createSubmissionRepository>;
