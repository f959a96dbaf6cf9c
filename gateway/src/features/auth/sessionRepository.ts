import type { SessionModel, SessionRecord } from './sessionModel';

/** What the per-request check reads of a session. */
export type ActiveSession = Pick<SessionRecord, '_id' | 'userId' | 'expiresAt'>;

const ACTIVE_CHECK = { projection: { userId: 1, expiresAt: 1, revokedAt: 1 } } as const;

export function createSessionRepository(sessions: SessionModel) {
  return {
    async create(id: string, userId: string, expiresAt: Date): Promise<void> {
      await sessions.create({ _id: id, userId, expiresAt });
    },

    /**
     * The session when it is neither revoked nor expired. Read by `_id` alone and checked here: a
     * lone `_id` equality is what every engine (FerretDB on SQLite included) serves from its key.
     * Every authenticated request runs this, so it goes to the driver directly (no mongoose query
     * to build and cast) and reads only the fields the check needs.
     */
    async findActive(id: string, now: Date): Promise<ActiveSession | null> {
      const session = await sessions.collection.findOne<SessionRecord>({ _id: id as never }, ACTIVE_CHECK);
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
