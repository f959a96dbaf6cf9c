import type { Collection } from 'mongodb';

/** The lock document in the schema collection (`_id: 'lock'`). */
export type LockDocument = {
  _id: 'lock';
  holder: string;
  /** Random per acquisition: a holder renews or releases only its own lock. */
  token: string;
  acquiredAt: Date;
  expiresAt: Date;
};

export type SchemaLock = {
  /** Throws when the lease was lost (expired and taken over) while the holder worked. */
  assertHeld(): void;
  release(): Promise<void>;
};

export type AcquireOptions = {
  holder: string;
  leaseMs: number;
  pollMs: number;
  /** Checked while another holder has the lock: true when its work made ours unnecessary. */
  isDone(): Promise<boolean>;
  log(message: string): void;
};

const DUPLICATE_KEY = 11000;
const WAIT_LOG_EVERY_MS = 10_000;

/**
 * Takes the schema lock: a lease held by inserting the lock document (its unique `_id` lets one
 * insert win, on MongoDB and FerretDB alike, which has no transactions), renewed every third of
 * the lease while held. A lock whose lease ran out (its holder crashed) is removed by its token
 * and taken again by insert. Resolves to null when, while waiting, `isDone()` says another
 * holder already did the work.
 */
export async function acquireSchemaLock(
  collection: Collection<LockDocument>,
  options: AcquireOptions,
): Promise<SchemaLock | null> {
  const token = `${options.holder}:${Math.random().toString(36).slice(2)}`;
  let lastWaitLog = 0;
  for (;;) {
    const now = Date.now();
    try {
      await collection.insertOne({
        _id: 'lock',
        holder: options.holder,
        token,
        acquiredAt: new Date(now),
        expiresAt: new Date(now + options.leaseMs),
      });
      return heldLock(collection, token, options.leaseMs);
    } catch (error) {
      if ((error as { code?: unknown }).code !== DUPLICATE_KEY) throw error;
    }
    const current = await collection.findOne({ _id: 'lock' });
    if (current && current.expiresAt.getTime() < now) {
      options.log(`the schema lock of ${current.holder} expired at ${current.expiresAt.toISOString()}; taking it over`);
      await collection.deleteOne({ _id: 'lock', token: current.token });
      continue;
    }
    if (await options.isDone()) return null;
    if (current && now - lastWaitLog >= WAIT_LOG_EVERY_MS) {
      lastWaitLog = now;
      options.log(
        `waiting for the schema migration of ${current.holder} (started ${current.acquiredAt.toISOString()})`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, options.pollMs));
  }
}

function heldLock(collection: Collection<LockDocument>, token: string, leaseMs: number): SchemaLock {
  let lost = false;
  const renew = async () => {
    try {
      const { matchedCount } = await collection.updateOne(
        { _id: 'lock', token },
        { $set: { expiresAt: new Date(Date.now() + leaseMs) } },
      );
      if (matchedCount === 0) lost = true;
    } catch {
      // A missed renewal is retried next time; the lease has two more thirds to run.
    }
  };
  const timer = setInterval(() => void renew(), Math.max(1, Math.floor(leaseMs / 3)));
  timer.unref();
  return {
    assertHeld() {
      if (lost) throw new Error('The schema lock was lost (its lease ran out) during the migration; start again');
    },
    async release() {
      clearInterval(timer);
      await collection.deleteOne({ _id: 'lock', token });
    },
  };
}
