import type { SessionModel, SessionRecord } from './sessionModel';

export function createSessionRepository(sessions: SessionModel) {
  return {
    async create(id: string, userId: string, expiresAt: Date): Promise<void> {
      await sessions.create({ _id: id, userId, expiresAt });
    },

    /** The session when it is neither revoked nor expired. */
    async findActive(id: string, now: Date): Promise<SessionRecord | null> {
      return sessions
        .findOne({ _id: id, revokedAt: null, expiresAt: { $gt: now } })
        .lean<SessionRecord>()
        .exec();
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
