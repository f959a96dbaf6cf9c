import { randomUUID } from 'node:crypto';
import type { Connection } from 'mongoose';

/** The collection that counts attempts for the rate limits all gateway instances share. */
export const RATE_LIMITS_COLLECTION = 'ratelimits';

/** What a handler needs of a rate limiter (rate-limiter-flexible's limiters fit it too). */
export type RateLimiter = {
  /** Resolves when `key` may go ahead; rejects with `{ msBeforeNext }` when it is over its limit. */
  consume(key: string): Promise<unknown>;
};

export type RateLimitAttempt = { _id: string; key: string; at: Date; expiresAt: Date };

/** The rejection of an attempt over the limit (the shape rate-limiter-flexible rejects with). */
export class RateLimitExceeded extends Error {
  override readonly name = 'RateLimitExceeded';
  constructor(readonly msBeforeNext: number) {
    super('rate limit exceeded');
  }
}

/**
 * A sliding-window rate limit shared by every gateway instance through the database: each
 * attempt is one inserted document, and an attempt may go ahead when at most `points` attempts of
 * its key (itself included) were stored within the last `durationSeconds`.
 *
 * Why not rate-limiter-flexible's RateLimiterMongo: it counts with one upserted document and
 * `findOneAndUpdate` + `$inc`, which FerretDB v1 does not apply atomically. Measured on the
 * embedded FerretDB 1.24.2: 40 concurrent attempts against a limit of 20 were all allowed (and its
 * TTL index is refused: FerretDB v1 has no `expireAfterSeconds`). Inserts are never lost, and
 * counting after inserting is safe under any interleaving: the k-th attempt stored in a window
 * counts at least k, so at most `points` attempts per window go ahead, across all instances.
 * Concurrent attempts right at the limit may all be refused; none is allowed too many.
 *
 * Old attempts are deleted by the limiter itself (at most once per window per instance); on
 * MongoDB the `key_at` index serves the count.
 */
export function createSharedRateLimiter(
  db: Connection,
  {
    name,
    points,
    durationSeconds,
  }: {
    name: string;
    /** The attempts allowed per window, or a read of them (a limit an admin changes at runtime). */
    points: number | (() => Promise<number>);
    durationSeconds: number;
  },
): RateLimiter {
  const attempts = () => db.collection<RateLimitAttempt>(RATE_LIMITS_COLLECTION);
  const windowMs = durationSeconds * 1000;
  let lastPurge = 0;

  async function purge(now: number): Promise<void> {
    if (now - lastPurge < windowMs) return;
    lastPurge = now;
    await attempts().deleteMany({ expiresAt: { $lt: new Date(now) } });
  }

  return {
    /**
     * Counts the attempt; rejects with RateLimitExceeded over the limit. When the database cannot
     * be reached the attempt goes ahead (fails open): what it asks for needs the database too and
     * answers for itself (e.g. a webhook's "please retry"), rather than a misleading "too many".
     */
    async consume(key: string): Promise<void> {
      const now = Date.now();
      const scoped = `${name}:${key}`;
      const since = new Date(now - windowMs);
      let count: number;
      let limit: number;
      try {
        limit = typeof points === 'number' ? points : await points();
        await attempts().insertOne({
          _id: randomUUID(),
          key: scoped,
          at: new Date(now),
          expiresAt: new Date(now + windowMs),
        });
        count = await attempts().countDocuments({ key: scoped, at: { $gt: since } });
      } catch {
        return;
      }
      void purge(now).catch(() => undefined);
      if (count <= limit) return;
      const oldest = await attempts()
        .find({ key: scoped, at: { $gt: since } })
        .sort({ at: 1 })
        .limit(1)
        .next()
        .catch(() => null);
      const msBeforeNext = oldest ? Math.max(1, oldest.at.getTime() + windowMs - now) : windowMs;
      throw new RateLimitExceeded(msBeforeNext);
    },
  };
}
