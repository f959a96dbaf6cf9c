import type { QueryFilter } from 'mongoose';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import type {
  NotificationModel,
  NotificationPreferencesModel,
  NotificationPreferencesRecord,
  NotificationRecord,
} from './model';
import { upsertRetried } from '../../infra/mongoErrors';

/** Notifications per recipient (index recipientId_createdAt_id serves every read). */
export function createNotificationRepository(notifications: NotificationModel) {
  return {
    async insert(records: NotificationRecord[]): Promise<void> {
      if (records.length === 0) return;
      await notifications.collection.insertMany(records as never[]);
    },

    /** Removes the notifications about these deals or addressed to these users (the sample book's removal). */
    async deleteAbout({ dealIds, recipientIds }: { dealIds: string[]; recipientIds: string[] }): Promise<number> {
      const result = await notifications
        .deleteMany({ $or: [{ 'deal.id': { $in: dealIds } }, { recipientId: { $in: recipientIds } }] })
        .exec();
      return result.deletedCount;
    },

    /** One keyset page of a recipient's notifications, newest first. */
    async listPage(
      recipientId: string,
      position: PagePosition,
    ): Promise<{ rows: NotificationRecord[]; total: number }> {
      const query = { recipientId };
      const [rows, total] = await Promise.all([
        notifications
          .find(withKeyset(query, position.after) as QueryFilter<NotificationRecord>)
          .sort(KEYSET_SORT)
          .limit(position.limit + 1)
          .lean<NotificationRecord[]>()
          .exec(),
        position.total ?? notifications.countDocuments(query).exec(),
      ]);
      return { rows, total };
    },

    /**
     * One page of the notifications of any of `recipientIds` created at or after `since`, oldest
     * first; `after` (the last row of the previous page) continues. One command whatever the
     * number of recipients: the streams poll with it for every user connected to an instance.
     */
    async createdSince(
      recipientIds: string[],
      since: Date,
      after: { createdAt: Date; _id: string } | null,
      limit: number,
    ): Promise<NotificationRecord[]> {
      const recipients = recipientIds.length === 1 ? recipientIds[0]! : { $in: recipientIds };
      const created = after
        ? {
            $or: [{ createdAt: { $gt: after.createdAt } }, { createdAt: after.createdAt, _id: { $gt: after._id } }],
          }
        : {};
      return notifications.collection
        .find<NotificationRecord>({ recipientId: recipients, createdAt: { $gte: since }, ...created } as never, {
          sort: { createdAt: 1, _id: 1 },
          limit,
        })
        .toArray();
    },

    /** A recipient's unread notifications created in [from, to), oldest first. */
    async unreadBetween(recipientId: string, from: Date, to: Date): Promise<NotificationRecord[]> {
      return notifications
        .find({ recipientId, readAt: null, createdAt: { $gte: from, $lt: to } })
        .sort({ createdAt: 1, _id: 1 })
        .lean<NotificationRecord[]>()
        .exec();
    },

    async unreadCount(recipientId: string): Promise<number> {
      return notifications.countDocuments({ recipientId, readAt: null }).exec();
    },

    /** The unread count of each of `recipientIds` (absent: none), in one command. */
    async unreadCounts(recipientIds: string[]): Promise<Map<string, number>> {
      const rows = await notifications.collection
        .aggregate<{ _id: string; count: number }>([
          { $match: { recipientId: { $in: recipientIds }, readAt: null } },
          { $group: { _id: '$recipientId', count: { $sum: 1 } } },
        ])
        .toArray();
      return new Map(rows.map((row) => [row._id, row.count]));
    },

    /** Marks one of the recipient's notifications read; null when it is not theirs. */
    async markRead(recipientId: string, id: string, at: Date): Promise<NotificationRecord | null> {
      const found = await notifications.findById(id).lean<NotificationRecord>().exec();
      if (!found || found.recipientId !== recipientId) return null;
      if (found.readAt) return found;
      await notifications.updateOne({ _id: id, recipientId }, { $set: { readAt: at } }).exec();
      return { ...found, readAt: at };
    },

    async markAllRead(recipientId: string, at: Date): Promise<number> {
      const result = await notifications.updateMany({ recipientId, readAt: null }, { $set: { readAt: at } }).exec();
      return result.modifiedCount;
    },
  };
}

export type NotificationRepository = ReturnType<typeof createNotificationRepository>;

/** Each user's notification preferences, read and written by `_id`. */
export function createNotificationPreferencesRepository(preferences: NotificationPreferencesModel) {
  return {
    async find(userId: string): Promise<NotificationPreferencesRecord | null> {
      return preferences.findById(userId).lean<NotificationPreferencesRecord>().exec();
    },

    async save(record: NotificationPreferencesRecord): Promise<void> {
      await upsertRetried(() => preferences.replaceOne({ _id: record._id }, record, { upsert: true }).exec());
    },

    /** The users who asked for the daily digest. */
    async digestSubscribers(): Promise<string[]> {
      const rows = await preferences.find({ dailyDigest: true }, { _id: 1 }).lean<{ _id: string }[]>().exec();
      return rows.map((row) => row._id);
    },
  };
}

export type NotificationPreferencesRepository = ReturnType<typeof createNotificationPreferencesRepository>;
