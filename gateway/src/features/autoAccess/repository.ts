import { randomUUID } from 'node:crypto';
import type { QueryFilter } from 'mongoose';
import { KEYSET_SORT, withKeyset, type PagePosition } from '../../http/paging';
import type { AutoAccessModel, AutoAccessRecord } from './model';

export type NewAutoAccessEntry = {
  discordUsername: string;
  discordId?: string | null;
  notes: string;
  addedBy: string | null;
  addedByUsername: string | null;
};

/** The list of Discord accounts admitted automatically on first sign-in. */
export function createAutoAccessRepository(entries: AutoAccessModel) {
  return {
    /**
     * Whether a first sign-in is admitted: an entry bound to this Discord id, or an unbound entry
     * for this name (case-insensitive), which is then bound to this id for good.
     */
    async admits(account: { discordId: string; username: string }): Promise<boolean> {
      if ((await entries.exists({ discordId: account.discordId })) !== null) return true;
      const unbound = await entries
        .findOne({ discordId: null, discordUsernameLower: account.username.trim().toLowerCase() }, { _id: 1 })
        .lean<{ _id: string }>()
        .exec();
      if (!unbound) return false;
      await entries.updateOne({ _id: unbound._id, discordId: null }, { $set: { discordId: account.discordId } }).exec();
      return true;
    },

    /** Whether an entry already admits this Discord id. */
    async hasDiscordId(discordId: string): Promise<boolean> {
      return (await entries.exists({ discordId })) !== null;
    },

    /** Adds a name; a name already listed (any case) fails with a duplicate-key error (code 11000). */
    async add(entry: NewAutoAccessEntry): Promise<AutoAccessRecord> {
      const created = await entries.create({
        _id: randomUUID(),
        ...entry,
        discordUsername: entry.discordUsername.trim(),
        discordUsernameLower: entry.discordUsername.trim().toLowerCase(),
        discordId: entry.discordId ?? null,
      });
      return created.toObject();
    },

    /** The list, newest first. */
    async list(): Promise<AutoAccessRecord[]> {
      return entries.find({}).sort({ createdAt: -1, _id: 1 }).lean<AutoAccessRecord[]>().exec();
    },

    /** One keyset page (newest first, `_id` as tie-break) plus one row to tell a next page exists, and the total. */
    async listPage(position: PagePosition): Promise<{ rows: AutoAccessRecord[]; total: number }> {
      const [rows, total] = await Promise.all([
        entries
          .find(withKeyset({}, position.after) as QueryFilter<AutoAccessRecord>)
          .sort(KEYSET_SORT)
          .limit(position.limit + 1)
          .lean<AutoAccessRecord[]>()
          .exec(),
        entries.estimatedDocumentCount().exec(),
      ]);
      return { rows, total };
    },

    /** Which of these lower-cased names are already listed. */
    async listedAmong(lowerCaseNames: string[]): Promise<Set<string>> {
      if (lowerCaseNames.length === 0) return new Set();
      const rows = await entries
        .find({ discordUsernameLower: { $in: lowerCaseNames } }, { discordUsernameLower: 1 })
        .lean<{ discordUsernameLower: string }[]>()
        .exec();
      return new Set(rows.map((row) => row.discordUsernameLower));
    },

    async remove(id: string): Promise<AutoAccessRecord | null> {
      return entries.findOneAndDelete({ _id: id }).lean<AutoAccessRecord>().exec();
    },
  };
}

export type AutoAccessRepository = ReturnType<typeof createAutoAccessRepository>;
