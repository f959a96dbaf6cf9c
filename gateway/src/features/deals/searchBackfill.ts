import type { Connection } from 'mongoose';
import type { Clock } from '../../infra/clock';
import type { Logger } from '../../infra/logger';
import type { DealRepository } from './repository';

/** Data migrations already done, one document each (`_id` = the migration's name). */
export const MIGRATIONS_COLLECTION = 'migrations';
export const SEARCH_BACKFILL = 'deal-search-tokens-v1';

/**
 * At start-up, gives deals stored before search their search tokens, once per database: the
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
  return {
    async run(): Promise<void> {
      if (await migrations().findOne({ _id: SEARCH_BACKFILL })) return;
      const filled = await deals.backfillSearch();
      await migrations().updateOne(
        { _id: SEARCH_BACKFILL },
        { $set: { doneAt: clock.now(), deals: filled } },
        { upsert: true },
      );
      if (filled > 0) log.info({ deals: filled }, 'search tokens stored for deals from before search');
    },
  };
}
