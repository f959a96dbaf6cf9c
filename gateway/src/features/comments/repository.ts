import type { QueryFilter } from 'mongoose';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import type { CommentModel, CommentRecord } from './model';

/** Comments in MongoDB: plain objects in, plain objects out. */
export function createCommentRepository(comments: CommentModel) {
  return {
    async insert(record: CommentRecord): Promise<void> {
      await comments.collection.insertOne(record as never);
    },

    /** The comment when it belongs to the deal; null otherwise. */
    async findInDeal(dealId: string, id: string): Promise<CommentRecord | null> {
      const comment = await comments.findById(id).lean<CommentRecord>().exec();
      return comment && comment.dealId === dealId ? comment : null;
    },

    async update(id: string, changes: Pick<CommentRecord, 'body' | 'editedAt'>): Promise<void> {
      await comments.updateOne({ _id: id }, { $set: changes }).exec();
    },

    async delete(id: string): Promise<boolean> {
      return (await comments.deleteOne({ _id: id }).exec()).deletedCount > 0;
    },

    async deleteByDeal(dealId: string): Promise<void> {
      await comments.deleteMany({ dealId }).exec();
    },

    /** Moves a deal's comments to another deal (a duplicate merge); answers how many moved. */
    async moveToDeal(fromDealId: string, toDealId: string): Promise<number> {
      return (await comments.updateMany({ dealId: fromDealId }, { $set: { dealId: toDealId } }).exec()).modifiedCount;
    },

    /** One keyset page of a deal's comments, newest first (index dealId_createdAt_id). */
    async listPage(dealId: string, position: PagePosition): Promise<{ rows: CommentRecord[]; total: number }> {
      const query = { dealId };
      const [rows, total] = await Promise.all([
        comments
          .find(withKeyset(query, position.after) as QueryFilter<CommentRecord>)
          .sort(KEYSET_SORT)
          .limit(position.limit + 1)
          .lean<CommentRecord[]>()
          .exec(),
        position.total ?? comments.countDocuments(query).exec(),
      ]);
      return { rows, total };
    },
  };
}

export type CommentRepository = ReturnType<typeof createCommentRepository>;
