import type { DealModel } from '../deals/model';
import type { DocumentModel } from '../documents/model';
import type { UserModel } from '../users/model';

export type AnalyticsModels = { users: UserModel; deals: DealModel; documents: DocumentModel };

/**
 * The queries behind the admin overview: counts and aggregation pipelines run by the database.
 * Each $group has a single accumulator: FerretDB v1 computes a second accumulator of the same
 * $group wrongly. It also lacks $lookup, so user names are read in one extra query.
 */
export function createAnalyticsRepository({ users, deals, documents }: AnalyticsModels) {
  return {
    countUsers: (since: Date) =>
      Promise.all([
        users.countDocuments({}).exec(),
        users.countDocuments({ lastLoginAt: { $gte: since } }).exec(),
        users.countDocuments({ isAdmin: true }).exec(),
      ]).then(([total, active, admins]) => ({ total, active, admins })),

    countDeals: (since: Date) =>
      Promise.all([deals.countDocuments({}).exec(), deals.countDocuments({ createdAt: { $gte: since } }).exec()]).then(
        ([total, recent]) => ({ total, recent }),
      ),

    countDocuments: (since: Date) =>
      Promise.all([
        documents.countDocuments({}).exec(),
        documents.countDocuments({ createdAt: { $gte: since } }).exec(),
      ]).then(([total, recent]) => ({ total, recent })),

    async totalLoanAmount(): Promise<number> {
      const rows = await deals
        .aggregate<{ total: number }>([{ $group: { _id: null, total: { $sum: '$loanAmount' } } }])
        .exec();
      return rows[0]?.total ?? 0;
    },

    dealsByStatus: () =>
      deals
        .aggregate<{ _id: string | null; count: number }>([{ $group: { _id: '$status', count: { $sum: 1 } } }])
        .exec(),

    topCreators: (limit: number) =>
      deals
        .aggregate<{ _id: string; dealsCount: number }>([
          { $group: { _id: '$userId', dealsCount: { $sum: 1 } } },
          { $sort: { dealsCount: -1, _id: 1 } },
          { $limit: limit },
        ])
        .exec(),

    userNames: (ids: string[]) =>
      users
        .find({ _id: { $in: ids } }, { _id: 1, username: 1, name: 1 })
        .lean<{ _id: string; username: string; name: string | null }[]>()
        .exec(),
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
