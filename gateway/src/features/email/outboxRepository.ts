import { isFerretDb } from '../../infra/databaseEngine';
import { isDuplicateKey } from '../../infra/mongoErrors';
import type { OutboxClaimModel, OutboxClaimRecord, OutboxModel, OutboxRecord } from './outboxModel';

const claimId = (messageId: string, attempt: number) => `${messageId}#${attempt}`;

/** The outbox and its delivery claims. Every write that must win exactly once is an insert of a unique `_id`. */
export function createOutboxRepository(messages: OutboxModel, claims: OutboxClaimModel) {
  return {
    /** Stores a message; false when one with the same idempotency key is already there. */
    async enqueue(record: OutboxRecord): Promise<boolean> {
      try {
        await messages.collection.insertOne(record as never);
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },

    async get(id: string): Promise<OutboxRecord | null> {
      return messages.findById(id).lean<OutboxRecord>().exec();
    },

    /** Pending messages whose next attempt is due, the longest waiting first. */
    async due(now: Date, limit: number): Promise<OutboxRecord[]> {
      return messages
        .find({ status: 'pending', nextAttemptAt: { $lte: now } })
        .sort({ nextAttemptAt: 1, _id: 1 })
        .limit(limit)
        .lean<OutboxRecord[]>()
        .exec();
    },

    /** Claims attempt `attempt` of a message: the claim record when this caller won it, else null. */
    async claim(messageId: string, attempt: number, holder: string, now: Date, leaseMs: number) {
      const record: OutboxClaimRecord = {
        _id: claimId(messageId, attempt),
        messageId,
        attempt,
        holder,
        claimedAt: now,
        expiresAt: new Date(now.getTime() + leaseMs),
      };
      try {
        await claims.collection.insertOne(record as never);
        return record;
      } catch (error) {
        if (isDuplicateKey(error)) return null;
        throw error;
      }
    },

    async claimOf(messageId: string, attempt: number): Promise<OutboxClaimRecord | null> {
      return claims.findById(claimId(messageId, attempt)).lean<OutboxClaimRecord>().exec();
    },

    /**
     * Records how attempt `attempt` ended (only while the message is still at that attempt).
     * On FerretDB (which compares and writes in two steps anyway) the check is a read by `_id`
     * and the write is by `_id`: a filter on more than `_id` makes it read the whole outbox on
     * SQLite, which grows with every message kept. Only the holder of the attempt's claim records
     * its end, so the check guards against a holder that outlived its lease, not a race.
     */
    async finish(
      messageId: string,
      attempt: number,
      changes: Partial<
        Pick<OutboxRecord, 'status' | 'attemptsSinceRetry' | 'nextAttemptAt' | 'lastError' | 'sentAt' | 'sealed'>
      >,
      now: Date,
    ): Promise<void> {
      const stillAtAttempt = { attempts: attempt, status: 'pending' as const };
      const ferret = await isFerretDb(messages.db);
      if (ferret) {
        const current = await messages.findById(messageId, { attempts: 1, status: 1 }).lean<OutboxRecord>().exec();
        if (current?.attempts !== attempt || current.status !== 'pending') return;
      }
      await messages
        .updateOne(ferret ? { _id: messageId } : { _id: messageId, ...stillAtAttempt }, {
          $set: { ...changes, attempts: attempt + 1, updatedAt: now },
        })
        .exec();
    },

    /** Pending messages that are due (waiting to be delivered) and when the longest-waiting one fell due. */
    async waiting(now: Date): Promise<{ count: number; oldestDueAt: Date | null }> {
      const filter = { status: 'pending' as const, nextAttemptAt: { $lte: now } };
      const [count, oldest] = await Promise.all([
        messages.countDocuments(filter).exec(),
        messages
          .findOne(filter, { nextAttemptAt: 1 })
          .sort({ nextAttemptAt: 1 })
          .lean<{ nextAttemptAt: Date }>()
          .exec(),
      ]);
      return { count, oldestDueAt: oldest?.nextAttemptAt ?? null };
    },

    async counts(): Promise<{ pending: number; failed: number }> {
      const [pending, failed] = await Promise.all([
        messages.countDocuments({ status: 'pending' }).exec(),
        messages.countDocuments({ status: 'failed' }).exec(),
      ]);
      return { pending, failed };
    },

    /** The last error of a failed message (the most recently updated one), for the admin. */
    async lastFailure(): Promise<string | null> {
      const row = await messages
        .findOne({ status: 'failed' })
        .sort({ updatedAt: -1 })
        .select({ lastError: 1 })
        .lean<{ lastError: string | null }>()
        .exec();
      return row?.lastError ?? null;
    },

    /** Puts every failed message back in the queue, due now, with a fresh backoff. */
    async retryFailed(now: Date): Promise<number> {
      const result = await messages
        .updateMany(
          { status: 'failed' },
          { $set: { status: 'pending', attemptsSinceRetry: 0, nextAttemptAt: now, updatedAt: now } },
        )
        .exec();
      return result.modifiedCount;
    },

    /** Deletes delivered (or skipped) messages and old claims last touched before `before`. */
    async purge(before: Date): Promise<number> {
      const removed = await messages
        .deleteMany({ status: { $in: ['sent', 'skipped'] }, updatedAt: { $lt: before } })
        .exec();
      await claims.deleteMany({ claimedAt: { $lt: before } }).exec();
      return removed.deletedCount;
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
