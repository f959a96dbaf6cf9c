import type { DocumentModel, DocumentRecord } from './model';

/** Document records (the files themselves live behind the storage port). */
export function createDocumentRepository(documents: DocumentModel) {
  return {
    async insert(record: DocumentRecord): Promise<void> {
      await documents.collection.insertOne(record as never);
    },

    async insertMany(records: DocumentRecord[]): Promise<void> {
      if (records.length > 0) await documents.collection.insertMany(records as never[], { ordered: false });
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
      await documents.deleteOne({ _id: id }).exec();
    },

    async deleteByDeal(dealId: string): Promise<void> {
      await documents.deleteMany({ dealId }).exec();
    },
  };
}

export type DocumentRepository = ReturnType<typeof createDocumentRepository>;
