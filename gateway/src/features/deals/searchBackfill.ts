import type { Connection } from 'mongoose';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import type { DealRepository } from './repository';

/** Data migrations already done, one document each (`_id` = the migration's name). */
export const MIGRATIONS_COLLECTION = 'migrations';
export const SEARCH_BACKFILL = 'deal-search-tokens-v1';
export const CREATED_BUCKETS_BACKFILL = 'deal-created-buckets-v1';

/**
 * At start-up, gives deals stored before search their search tokens, and deals stored before the
 * lists' first pages read creation buckets (createdBuckets.ts) theirs, once per database: the
 * migration's document records it is done, so later starts read one document by `_id` instead of
 * the deals. Safe on several instances at once (each deal is filled only while it has no tokens).
 */
export function createSearchBackfill({
  db,
  deals,
  clock,
  log,
}: {
  db: Connection;
  deals: DealRepository;
  clock: Clock;
  log: Logger;
}) {
  const migrations = () => db.collection<{ _id: string; doneAt: Date; deals: number }>(MIGRATIONS_COLLECTION);
  const once = async (name: string, fill: () => Promise<number>, done: string) => {
    if (await migrations().findOne({ _id: name })) return;
    const filled = await fill();
    await migrations().updateOne({ _id: name }, { $set: { doneAt: clock.now(), deals: filled } }, { upsert: true });
    if (filled > 0) log.info({ deals: filled }, done);
  };
  return {
    async run(): Promise<void> {
      await once(SEARCH_BACKFILL, () => deals.backfillSearch(), 'search tokens stored for deals from before search');
      await once(
        CREATED_BUCKETS_BACKFILL,
        () => deals.backfillCreatedBuckets(),
        'creation buckets stored for deals from before the first pages read them',
      );
    },
  };
}
