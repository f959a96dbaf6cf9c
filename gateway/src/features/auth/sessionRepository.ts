import type { SessionModel, SessionRecord } from './sessionModel';

export function createSessionRepository(sessions: SessionModel) {
  return {
    async create(id: string, userId: string, expiresAt: Date): Promise<void> {
      await sessions.create({ _id: id, userId, expiresAt });
    },

    /**
     * The session when it is neither revoked nor expired. Read by `_id` alone and checked here: a
     * lone `_id` equality is what every engine (FerretDB on SQLite included) serves from its key.
     */
    async findActive(id: string, now: Date): Promise<SessionRecord | null> {
      const session = await sessions.findById(id).lean<SessionRecord>().exec();
      if (!session || session.revokedAt || new Date(session.expiresAt).getTime() <= now.getTime()) return null;
      return session;
    },

    async revoke(id: string, at: Date): Promise<void> {
      await sessions.updateOne({ _id: id }, { $set: { revokedAt: at } }).exec();
    },

    async revokeAllForUser(userId: string, at: Date): Promise<void> {
      await sessions.updateMany({ userId, revokedAt: null }, { $set: { revokedAt: at } }).exec();
    },

    /** Drops sessions that can no longer be used. */
    async purgeExpired(now: Date): Promise<number> {
      const result = await sessions.deleteMany({ expiresAt: { $lte: now } }).exec();
      return result.deletedCount;
    },
  };
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;
