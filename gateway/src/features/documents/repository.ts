import type { QueryFilter } from 'mongoose';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import type { CountedDocument, DocumentModel, DocumentRecord } from './model';

/** Where every document write is reported, before and after (rollups, checklist, timeline). */
export type DocumentWriteRecorder = {
  recordDocuments(changes: { before: CountedDocument | null; after: CountedDocument | null }[]): Promise<void>;
};

/**
 * Document records (the files themselves live behind the storage port). Every insert and delete is
 * counted in the `documents` rollup.
 */
export function createDocumentRepository(documents: DocumentModel, counts: DocumentWriteRecorder) {
  /**
   * Removes the given documents (a deal's, listed by its deletion), one by one so each removal is
   * counted exactly once: one `_id` round trip each, the one query FerretDB serves by index.
   */
  async function deleteAll(ids: string[]): Promise<void> {
    const removed: CountedDocument[] = [];
    for (const id of ids) {
      const before = await documents.findOneAndDelete({ _id: id }).lean<CountedDocument>().exec();
      if (before) removed.push(before);
    }
    await counts.recordDocuments(removed.map((before) => ({ before, after: null })));
  }

  return {
    async insert(record: DocumentRecord): Promise<void> {
      await documents.collection.insertOne(record as never);
      await counts.recordDocuments([{ before: null, after: record }]);
    },

    async insertMany(records: DocumentRecord[]): Promise<void> {
      if (records.length === 0) return;
      await documents.collection.insertMany(records as never[], { ordered: false });
      await counts.recordDocuments(records.map((after) => ({ before: null, after })));
    },

    async findById(id: string): Promise<DocumentRecord | null> {
      return documents.findById(id).lean<DocumentRecord>().exec();
    },

    /** A deal's documents, newest first. */
    async listByDeal(dealId: string): Promise<DocumentRecord[]> {
      return documents.find({ dealId }).sort({ createdAt: -1, _id: 1 }).lean<DocumentRecord[]>().exec();
    },

    /** The documents of several deals, newest first. */
    async listByDeals(dealIds: string[]): Promise<DocumentRecord[]> {
      if (dealIds.length === 0) return [];
      return documents
        .find({ dealId: { $in: dealIds } })
        .sort({ createdAt: -1, _id: 1 })
        .lean<DocumentRecord[]>()
        .exec();
    },

    /**
     * One keyset page (newest first, `_id` as tie-break) of every document, or of the documents of
     * the given deals, plus one row to tell a next page exists, and the total.
     */
    async listPage(
      dealIds: string[] | null,
      position: PagePosition,
    ): Promise<{ rows: DocumentRecord[]; total: number }> {
      if (dealIds !== null && dealIds.length === 0) return { rows: [], total: 0 };
      const query: Record<string, unknown> = dealIds === null ? {} : { dealId: { $in: dealIds } };
      const [rows, total] = await Promise.all([
        documents
          .find(withKeyset(query, position.after) as QueryFilter<DocumentRecord>)
          .sort(KEYSET_SORT)
          .limit(position.limit + 1)
          .lean<DocumentRecord[]>()
          .exec(),
        position.total ??
          (dealIds === null
            ? documents.estimatedDocumentCount().exec()
            : documents.countDocuments(query as QueryFilter<DocumentRecord>).exec()),
      ]);
      return { rows, total };
    },

    async listAll(): Promise<DocumentRecord[]> {
      return documents.find({}).sort({ createdAt: -1, _id: 1 }).lean<DocumentRecord[]>().exec();
    },

    async update(
      id: string,
      changes: Partial<Pick<DocumentRecord, 'originalName' | 'tags' | 'updatedAt'>>,
    ): Promise<DocumentRecord | null> {
      return documents
        .findByIdAndUpdate(id, { $set: changes }, { returnDocument: 'after' })
        .lean<DocumentRecord>()
        .exec();
    },

    async delete(id: string): Promise<void> {
      const before = await documents.findOneAndDelete({ _id: id }).lean<CountedDocument>().exec();
      if (before) await counts.recordDocuments([{ before, after: null }]);
    },

    /** Removes a deal's documents (each removal counted exactly once). */
    async deleteByDeal(dealId: string): Promise<void> {
      const found = await documents.find({ dealId }, { _id: 1 }).lean<{ _id: string }[]>().exec();
      await deleteAll(found.map((document) => document._id));
    },

    deleteAll,

    /**
     * Moves a deal's documents to another deal (a duplicate merge), one by one so the rollups and
     * the checklist see each move exactly once. Answers how many moved.
     */
    async moveToDeal(fromDealId: string, toDealId: string): Promise<number> {
      const found = await documents.find({ dealId: fromDealId }, { _id: 1 }).lean<{ _id: string }[]>().exec();
      const moved: { before: CountedDocument; after: CountedDocument }[] = [];
      for (const { _id } of found) {
        const before = await documents
          .findOneAndUpdate({ _id }, { $set: { dealId: toDealId } }, { returnDocument: 'before' })
          .lean<CountedDocument>()
          .exec();
        if (before) moved.push({ before, after: { ...before, dealId: toDealId } });
      }
      await counts.recordDocuments(moved);
      return moved.length;
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
