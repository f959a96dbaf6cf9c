import type { UserModel } from '../users/model';

export type AnalyticsModels = { users: UserModel };

/**
 * The one query behind the admin overview that is not a rollup: the names of the top creators,
 * read one `_id` at a time (FerretDB on SQLite serves only a lone `_id` equality from its primary
 * key; `$in` would scan the users).
 */
export function createAnalyticsRepository({ users }: AnalyticsModels) {
  return {
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
