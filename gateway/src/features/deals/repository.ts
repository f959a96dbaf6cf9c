import type { QueryFilter } from 'mongoose';
import { isDuplicateKey } from '../../infra/mongoErrors';
import type { CounterModel, DealModel, DealRecord } from './model';

export type DealFilter = {
  userId?: string;
  status?: string;
  propertyType?: string;
  /** Inclusive lower bound on createdAt. */
  createdFrom?: Date;
  /** Exclusive upper bound on createdAt. */
  createdBefore?: Date;
};

const MAX_ID_ATTEMPTS = 25;
/** Internal fields no read needs. */
const READ_PROJECTION = { contactFirstName: 0, contactLastName: 0 } as const;

/** Deals in MongoDB: plain objects in, plain (lean) objects out. */
export function createDealRepository(deals: DealModel, counters: CounterModel) {
  /** The next value of a named sequence ($inc with upsert; a concurrent first upsert is retried). */
  async function nextSequence(name: string): Promise<number> {
    for (let attempt = 0; ; attempt++) {
      try {
        const counter = await counters
          .findOneAndUpdate({ _id: name }, { $inc: { seq: 1 } }, { upsert: true, returnDocument: 'after' })
          .lean<{ seq: number }>()
          .exec();
        if (!counter) throw new Error(`counter ${name} was not returned`);
        return counter.seq;
      } catch (error) {
        if (!isDuplicateKey(error) || attempt >= 5) throw error;
      }
    }
  }

  function toQuery(filter: DealFilter): QueryFilter<DealRecord> {
    const query: QueryFilter<DealRecord> = {};
    if (filter.userId) query.userId = filter.userId;
    // Deals without a status read as Open.
    if (filter.status) query.status = filter.status === 'Open' ? { $in: ['Open', null] } : filter.status;
    if (filter.propertyType) {
      query.$or = [
        { propertyType: filter.propertyType },
        { propertyType: null, applicationPropertyType: filter.propertyType },
      ];
    }
    if (filter.createdFrom || filter.createdBefore) {
      query.createdAt = {
        ...(filter.createdFrom ? { $gte: filter.createdFrom } : {}),
        ...(filter.createdBefore ? { $lt: filter.createdBefore } : {}),
      };
    }
    return query;
  }

  return {
    /**
     * Stores a new deal under the next `DL-<year>-<n>` number. The counter hands out numbers
     * atomically on MongoDB; the unique index on dealId plus a retry keeps numbers unique even
     * where the counter is not atomic (FerretDB v1 runs findAndModify without a lock).
     */
    async create(deal: Omit<DealRecord, 'dealId'>): Promise<DealRecord> {
      const year = deal.createdAt.getUTCFullYear();
      for (let attempt = 1; ; attempt++) {
        const seq = await nextSequence(`dealId-${year}`);
        const record: DealRecord = { ...deal, dealId: `DL-${year}-${String(seq).padStart(6, '0')}` };
        try {
          await deals.collection.insertOne(record as never);
          return record;
        } catch (error) {
          if (!isDuplicateKey(error) || attempt >= MAX_ID_ATTEMPTS) throw error;
        }
      }
    },

    /** Reserves `count` consecutive deal numbers of a year in one step (bulk imports, seeding). */
    async allocateDealIds(year: number, count: number): Promise<string[]> {
      if (count <= 0) return [];
      const counter = await counters
        .findOneAndUpdate(
          { _id: `dealId-${year}` },
          { $inc: { seq: count } },
          { upsert: true, returnDocument: 'after' },
        )
        .lean<{ seq: number }>()
        .exec();
      const last = counter?.seq ?? count;
      return Array.from({ length: count }, (_, i) => `DL-${year}-${String(last - count + 1 + i).padStart(6, '0')}`);
    },

    /** Bulk insert of complete records (seeding, imports); the caller supplies unique dealIds. */
    async insertMany(records: DealRecord[]): Promise<void> {
      if (records.length > 0) await deals.collection.insertMany(records as never[], { ordered: false });
    },

    async findById(id: string): Promise<DealRecord | null> {
      return deals.findById(id, READ_PROJECTION).lean<DealRecord>().exec();
    },

    /** The deal when `userId` owns it; null for unknown ids and other users' deals alike. */
    async findOwned(id: string, userId: string): Promise<DealRecord | null> {
      return deals.findOne({ _id: id, userId }, READ_PROJECTION).lean<DealRecord>().exec();
    },

    /** One user's deals, newest first (index userId_createdAt). */
    async listByUser(userId: string): Promise<DealRecord[]> {
      return deals.find({ userId }, READ_PROJECTION).sort({ createdAt: -1 }).lean<DealRecord[]>().exec();
    },

    /** Every deal matching the filter, newest first. */
    async list(filter: DealFilter): Promise<DealRecord[]> {
      return deals.find(toQuery(filter), READ_PROJECTION).sort({ createdAt: -1 }).lean<DealRecord[]>().exec();
    },

    /** Ids of one user's deals (for their documents). */
    async idsOfUser(userId: string): Promise<string[]> {
      const rows = await deals.find({ userId }, { _id: 1 }).lean<{ _id: string }[]>().exec();
      return rows.map((row) => row._id);
    },

    /** Applies `$set` to a deal the user owns; returns the updated deal, or null when not theirs. */
    async updateOwned(id: string, userId: string, changes: Partial<DealRecord>): Promise<DealRecord | null> {
      return (
        deals
          // No projection: FerretDB v1's findAndModify does not support one.
          .findOneAndUpdate({ _id: id, userId }, { $set: changes }, { returnDocument: 'after' })
          .lean<DealRecord>()
          .exec()
      );
    },

    async delete(id: string): Promise<boolean> {
      const result = await deals.deleteOne({ _id: id }).exec();
      return result.deletedCount > 0;
    },
  };
}

export type DealRepository = ReturnType<typeof createDealRepository>;
