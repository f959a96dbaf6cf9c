import type { Connection } from 'mongoose';

/** The collection of open notification streams, one document per stream, shared by every instance. */
export const STREAMS_COLLECTION = 'notificationstreams';

export type StreamRegistration = {
  /** The stream's own random id. */
  _id: string;
  userId: string;
  openedAt: Date;
  /** Past this the stream has ended in any case (its longest life, plus slack): a crashed instance's rows stop counting. */
  expiresAt: Date;
};

/**
 * The open notification streams of every instance, so the per-member cap holds for the
 * deployment. The collection holds only streams open now (each removed when it ends, or once
 * expired), so its size is bounded by the members online times their cap: the per-member read
 * (a scan on FerretDB, which serves only `_id` equality by index) stays small. A stream whose row is
 * gone has been closed by another instance's newer stream: the instance serving it ends it.
 */
export function createStreamRegistry(db: Connection) {
  const rows = () => db.collection<StreamRegistration>(STREAMS_COLLECTION);

  return {
    async register(row: StreamRegistration): Promise<void> {
      await rows().insertOne(row);
    },

    /** The member's open streams, oldest first (expired rows are removed on the way). */
    async openOf(userId: string, now: Date): Promise<StreamRegistration[]> {
      const found = await rows().find({ userId }).toArray();
      const expired = found.filter((row) => row.expiresAt <= now);
      for (const row of expired) await rows().deleteOne({ _id: row._id });
      return found
        .filter((row) => row.expiresAt > now)
        .sort((x, y) => x.openedAt.getTime() - y.openedAt.getTime() || (x._id < y._id ? -1 : 1));
    },

    async remove(id: string): Promise<void> {
      await rows().deleteOne({ _id: id });
    },

    /** Which of `ids` are still registered. */
    async present(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const found = await rows()
        .find({ _id: { $in: ids } }, { projection: { _id: 1 } })
        .toArray();
      return new Set(found.map((row) => row._id));
    },
  };
}

export type StreamRegistry = ReturnType<typeof createStreamRegistry>;
