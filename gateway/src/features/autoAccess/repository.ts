import { randomUUID } from 'node:crypto';
import type { AutoAccessModel, AutoAccessRecord } from './model';

export type NewAutoAccessEntry = {
  discordUsername: string;
  notes: string;
  addedBy: string | null;
  addedByUsername: string | null;
};

/** The list of Discord usernames admitted automatically on first sign-in. */
export function createAutoAccessRepository(entries: AutoAccessModel) {
  return {
    /** Case-insensitive membership test used at first sign-in. */
    async isListed(username: string): Promise<boolean> {
      return (await entries.exists({ discordUsernameLower: username.trim().toLowerCase() })) !== null;
    },

    async add(entry: NewAutoAccessEntry): Promise<AutoAccessRecord> {
      const created = await entries.create({
        _id: randomUUID(),
        ...entry,
        discordUsername: entry.discordUsername.trim(),
        discordUsernameLower: entry.discordUsername.trim().toLowerCase(),
      });
      return created.toObject();
    },
  };
}

export type AutoAccessRepository = ReturnType<typeof createAutoAccessRepository>;
