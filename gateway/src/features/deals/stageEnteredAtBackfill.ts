import type { Connection } from 'mongoose';
import type { Logger } from '../../infra/logger';
import type { DealRecord } from './model';
import { stageEnteredAtOf } from '../staleDeals/staleness';

/** Marks the migration done (in `settings`, by `_id`), so later starts skip the scan. */
const MIGRATION_ID = 'migration:stageEnteredAt';
/**
 * Updates per bulk write. Small on purpose: FerretDB v1 runs a bulk of per-deal updates in far
 * worse than linear time (300 at once timed out; 50 at a time is linear, about 18 ms a deal).
 */
const BATCH = 50;

/**
 * Gives every deal stored before `stageEnteredAt` existed the time it entered its current stage:
 * its latest stage change, else `stageLastUpdated`, else its creation (stalenessOf reads the
 * same fallback until then). Once per database: later starts read one document by `_id`. A deal
 * whose stage changes meanwhile keeps the value that change wrote (the update only fills nulls).
 */
export async function backfillStageEnteredAt(db: Connection, log: Logger): Promise<number> {
  const settings = db.collection<{ _id: string; at?: Date }>('settings');
  if (await settings.findOne({ _id: MIGRATION_ID })) return 0;
  const deals = db.collection<DealRecord>('deals');
  const cursor = deals.find(
    { stageEnteredAt: null },
    { projection: { _id: 1, stage: 1, stageHistory: 1, stageLastUpdated: 1, createdAt: 1 }, batchSize: BATCH },
  );
  let filled = 0;
  let batch: { updateOne: { filter: Record<string, unknown>; update: Record<string, unknown> } }[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await deals.bulkWrite(batch as never, { ordered: false });
    filled += batch.length;
    batch = [];
  };
  for await (const deal of cursor) {
    batch.push({
      updateOne: {
        filter: { _id: deal._id, stageEnteredAt: null },
        update: { $set: { stageEnteredAt: stageEnteredAtOf(deal as DealRecord) } },
      },
    });
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  await settings.updateOne({ _id: MIGRATION_ID }, { $set: { at: new Date() } }, { upsert: true });
  if (filled > 0) log.info({ deals: filled }, 'stageEnteredAt filled in for deals stored before it existed');
  return filled;
}
