import type { QueryFilter } from 'mongoose';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import { isDuplicateKey } from '../../infra/mongoErrors';
import type { ActivityModel, ActivityRecord } from './model';

/** A bulk insert that failed only because some entries were already stored. */
function onlyDuplicates(error: unknown): boolean {
  const writeErrors = (error as { writeErrors?: { code?: number }[] } | null)?.writeErrors;
  if (Array.isArray(writeErrors) && writeErrors.length > 0) return writeErrors.every((e) => e.code === 11000);
  return isDuplicateKey(error);
}

/** Timeline entries: inserted, listed, removed with their deal; never updated. */
export function createActivityRepository(activities: ActivityModel) {
  return {
    /** Stores entries; one whose `_id` is already stored is left as it is (deterministic ids). */
    async insert(records: ActivityRecord[]): Promise<void> {
      if (records.length === 0) return;
      try {
        await activities.collection.insertMany(records as never[], { ordered: false });
      } catch (error) {
        if (!onlyDuplicates(error)) throw error;
      }
    },

    async exists(id: string): Promise<boolean> {
      return (await activities.findById(id, { _id: 1 }).lean().exec()) !== null;
    },

    /** One keyset page of a deal's timeline, newest first (index dealId_createdAt_id). */
    async listPage(dealId: string, position: PagePosition): Promise<{ rows: ActivityRecord[]; total: number }> {
      const query = { dealId };
      const [rows, total] = await Promise.all([
        activities
          .find(withKeyset(query, position.after) as QueryFilter<ActivityRecord>)
          .sort(KEYSET_SORT)
          .limit(position.limit + 1)
          .lean<ActivityRecord[]>()
          .exec(),
        position.total ?? activities.countDocuments(query).exec(),
      ]);
      return { rows, total };
    },

    /** A deal's entries of these kinds, oldest first (the events of its lender submissions). */
    async listKinds(dealId: string, kinds: string[]): Promise<ActivityRecord[]> {
      const rows = await activities
        .find({ dealId } as QueryFilter<ActivityRecord>)
        .sort({ createdAt: 1, _id: 1 })
        .lean<ActivityRecord[]>()
        .exec();
      // Filtered here: FerretDB hands the database only the equality on dealId anyway.
      return rows.filter((row) => kinds.includes(row.kind));
    },

    async deleteByDeal(dealId: string): Promise<void> {
      await activities.deleteMany({ dealId }).exec();
    },

    /** Moves a deal's timeline to another deal (a duplicate merge); answers how many entries moved. */
    async moveToDeal(fromDealId: string, toDealId: string): Promise<number> {
      const result = await activities.collection.updateMany({ dealId: fromDealId } as never, {
        $set: { dealId: toDealId },
      });
      return result.modifiedCount;
    },
  };
}

export type ActivityRepository = ReturnType<typeof createActivityRepository>;
