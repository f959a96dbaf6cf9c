import type { DocumentModel } from '../documents/model';
import type { UserModel } from '../users/model';

export type AnalyticsModels = { users: UserModel; documents: DocumentModel };

/**
 * The queries behind the admin overview that are not about deals (those come from the rollups):
 * user and document counts, and the names of the top creators, read one `_id` at a time (FerretDB
 * on SQLite serves only a lone `_id` equality from its primary key; `$in` would scan the users).
 */
export function createAnalyticsRepository({ users, documents }: AnalyticsModels) {
  return {
    countUsers: (since: Date) =>
      Promise.all([
        users.countDocuments({}).exec(),
        users.countDocuments({ lastLoginAt: { $gte: since } }).exec(),
        users.countDocuments({ isAdmin: true }).exec(),
      ]).then(([total, active, admins]) => ({ total, active, admins })),

    countDocuments: (since: Date) =>
      Promise.all([
        documents.countDocuments({}).exec(),
        documents.countDocuments({ createdAt: { $gte: since } }).exec(),
      ]).then(([total, recent]) => ({ total, recent })),

    userNames: (ids: string[]) =>
      Promise.all(
        ids.map((id) =>
          users
            .findById(id, { _id: 1, username: 1, name: 1 })
            .lean<{ _id: string; username: string; name: string | null }>()
            .exec(),
        ),
      ).then((rows) => rows.filter((row) => row !== null)),
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;
