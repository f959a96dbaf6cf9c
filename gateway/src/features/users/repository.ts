import { randomUUID } from 'node:crypto';
import type { QueryFilter } from 'mongoose';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import type { DiscordProfile } from '../../infra/discordClient';
import { createKeyedMutex } from '../../infra/keyedMutex';
import type { UserProfileFields } from './dto';
import type { RoleAccess, UserModel, UserRecord } from './model';

export type { DiscordProfile };

/** Where every user write is reported, before and after (the rollups, the timeline). */
export type UserWriteRecorder = {
  recordUsers(changes: { before: UserRecord | null; after: UserRecord | null }[]): Promise<void>;
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export type NewUserFlags = { isAdmin: boolean; isWhitelisted: boolean; roleAccess?: RoleAccess };

/** Who a signed-in caller is, as the access check reads it. */
export type UserAccess = Pick<UserRecord, '_id' | 'discordId' | 'username' | 'isAdmin' | 'isWhitelisted'>;

const ACCESS_FIELDS = { projection: { discordId: 1, username: 1, isAdmin: 1, isWhitelisted: 1 } } as const;

/** The access check's fields and what the API shows of the caller (`GET /auth/me`). */
const PROFILE_FIELDS = {
  projection: { ...ACCESS_FIELDS.projection, name: 1, email: 1, avatar: 1, createdAt: 1, lastLoginAt: 1 },
} as const;

/** Users in MongoDB. Plain objects in, plain objects out. Every write is counted in the `users` rollup. */
export function createUserRepository(users: UserModel, counts: UserWriteRecorder) {
  /**
   * One write per user at a time in this instance: FerretDB runs the find-and-modify as a read then
   * a write of the whole document, so a sign-in's profile refresh racing an admin's access change
   * could put the old flags back (and report a wrong before-image to the rollups).
   */
  const perUser = createKeyedMutex({ reentrant: true });

  /** `$set` on one user, counted: returns the user after the change, or null. */
  async function change(id: string, set: Partial<UserRecord>): Promise<UserRecord | null> {
    return perUser.run(id, async () => {
      const before = await users
        .findByIdAndUpdate(id, { $set: set }, { returnDocument: 'before' })
        .lean<UserRecord>()
        .exec();
      if (!before) return null;
      const after: UserRecord = { ...before, ...set };
      await counts.recordUsers([{ before, after }]);
      return after;
    });
  }

  return {
    async findById(id: string): Promise<UserRecord | null> {
      return users.findById(id).lean<UserRecord>().exec();
    },

    /**
     * The fields the access check of every authenticated request needs, straight from the driver
     * (no mongoose query to build and cast on the hot path).
     */
    async findAccess(id: string): Promise<UserAccess | null> {
      return users.collection.findOne<UserAccess>({ _id: id as never }, ACCESS_FIELDS);
    },

    /** The access check's fields and the caller's profile, in the same single read. */
    async findProfile(id: string): Promise<UserProfileFields | null> {
      return users.collection.findOne<UserProfileFields>({ _id: id as never }, PROFILE_FIELDS);
    },

    async findByDiscordId(discordId: string): Promise<UserRecord | null> {
      return users.findOne({ discordId }).lean<UserRecord>().exec();
    },

    /** Refreshes the profile of a returning user; their access flags are left as they are. */
    async updateProfile(id: string, profile: DiscordProfile, at: Date): Promise<UserRecord | null> {
      return change(id, {
        username: profile.username,
        usernameLower: profile.username.toLowerCase(),
        name: profile.name,
        email: profile.email,
        avatar: profile.avatar,
        lastLoginAt: at,
      });
    },

    async create(profile: DiscordProfile, flags: NewUserFlags, at: Date): Promise<UserRecord> {
      const created = await users.create({
        _id: randomUUID(),
        ...profile,
        usernameLower: profile.username.toLowerCase(),
        ...flags,
        lastLoginAt: at,
      });
      const record = created.toObject();
      await counts.recordUsers([{ before: null, after: record }]);
      return record;
    },

    async findByUsername(username: string): Promise<UserRecord | null> {
      return users.findOne({ usernameLower: username.toLowerCase() }).lean<UserRecord>().exec();
    },

    /** The current usernames of these Discord accounts (by Discord id), for those who signed in. */
    async usernamesByDiscordId(discordIds: string[]): Promise<Map<string, string>> {
      if (discordIds.length === 0) return new Map();
      const rows = await users
        .find({ discordId: { $in: discordIds } }, { discordId: 1, username: 1 })
        .lean<Pick<UserRecord, 'discordId' | 'username'>[]>()
        .exec();
      return new Map(rows.map((row) => [row.discordId, row.username]));
    },

    async setFlags(id: string, flags: Partial<NewUserFlags>): Promise<UserRecord | null> {
      return change(id, flags);
    },

    /** Sets the member's own share of broker fees (null: the fee settings' default). */
    async setBrokerShare(id: string, percent: number | null): Promise<UserRecord | null> {
      return change(id, { brokerSharePercent: percent });
    },

    /** Non-admin users whose access Discord roles decide (`granted` or `revoked`), for the recurring check. */
    async findRoleManaged(): Promise<UserRecord[]> {
      return users
        .find({ roleAccess: { $in: ['granted', 'revoked'] }, isAdmin: { $ne: true } })
        .sort({ _id: 1 })
        .lean<UserRecord[]>()
        .exec();
    },

    /** Every user, newest first. */
    async list(): Promise<UserRecord[]> {
      return users.find({}).sort({ createdAt: -1, _id: 1 }).lean<UserRecord[]>().exec();
    },

    /**
     * One keyset page of users (newest first, `_id` as tie-break) plus one row to tell a next page
     * exists, and the total. `search` keeps users whose username, name or e-mail contains it.
     */
    async listPage(position: PagePosition, search = ''): Promise<{ rows: UserRecord[]; total: number }> {
      const filter: Record<string, unknown> = search
        ? {
            $or: ['usernameLower', 'name', 'email'].map((field) => ({
              [field]: { $regex: escapeRegExp(search), $options: 'i' },
            })),
          }
        : {};
      const [rows, total] = await Promise.all([
        users
          .find(withKeyset(filter, position.after) as QueryFilter<UserRecord>)
          .sort(KEYSET_SORT)
          .limit(position.limit + 1)
          .lean<UserRecord[]>()
          .exec(),
        position.total ??
          (search
            ? users.countDocuments(filter as QueryFilter<UserRecord>).exec()
            : users.estimatedDocumentCount().exec()),
      ]);
      return { rows, total };
    },

    /** The named users, in one query (for creator names on deal lists: no N+1). */
    async findManyByIds(ids: string[]): Promise<Pick<UserRecord, '_id' | 'username' | 'name' | 'email'>[]> {
      if (ids.length === 0) return [];
      // The admin's deal pages run this on every page: straight to the driver.
      return users.collection
        .find<Pick<UserRecord, '_id' | 'username' | 'name' | 'email'>>(
          { _id: { $in: ids as never[] } },
          { projection: { _id: 1, username: 1, name: 1, email: 1 } },
        )
        .toArray();
    },

    /** Admins who can still reach the admin pages (admin and whitelisted). */
    async countActiveAdmins(): Promise<number> {
      return users.countDocuments({ isAdmin: true, isWhitelisted: true }).exec();
    },

    /** Admins who can reach the admin pages (the recipients of the admins' notifications; index isAdmin). */
    async listAdmins(): Promise<UserRecord[]> {
      return users.find({ isAdmin: true, isWhitelisted: true }).lean<UserRecord[]>().exec();
    },

    /** Seeding and bulk imports: complete records in one call. */
    async insertMany(records: UserRecord[]): Promise<void> {
      if (records.length === 0) return;
      await users.collection.insertMany(records as never[], { ordered: false });
      await counts.recordUsers(records.map((after) => ({ before: null, after })));
    },

    /** Removes these users (the sample book's members), counted in the rollup. */
    async deleteMany(ids: string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const before = await users
        .find({ _id: { $in: ids } })
        .lean<UserRecord[]>()
        .exec();
      await users.deleteMany({ _id: { $in: before.map((user) => user._id) } }).exec();
      await counts.recordUsers(before.map((user) => ({ before: user, after: null })));
      return before.length;
    },

    /** How many users there are (exports: the rows to come). */
    async count(): Promise<number> {
      return users.countDocuments({}).exec();
    },

    /** Every user, newest first, from one database cursor (exports stream it). */
    stream(): AsyncIterable<UserRecord> {
      return users.collection.find(
        {},
        { sort: { createdAt: -1, _id: 1 }, batchSize: 500 },
      ) as unknown as AsyncIterable<UserRecord>;
    },
  };
}

export type UserRepository = ReturnType<typeof createUserRepository>;
