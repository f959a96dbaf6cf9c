import type { Collection, Connection } from 'mongoose';
import type { CompareProgress } from '@portal/contracts';
import { upsertRetried } from '../../infra/mongoErrors';

type ProgressRecord = CompareProgress & { _id: string; at: Date };

/**
 * How far each running comparison has read GHL, in documents keyed by the client's run id (read by
 * `_id`, so any gateway instance can answer the poll). A run's document goes when it is over, or
 * with the hourly retention job when its gateway stopped before it ended.
 */
export function createCompareProgress(db: Connection) {
  const records = db.collection('compareprogress') as unknown as Collection<ProgressRecord>;
  const key = (runId: string) => `compare:${runId}`;
  return {
    async report(runId: string, progress: CompareProgress): Promise<void> {
      await upsertRetried(() =>
        records.replaceOne({ _id: key(runId) }, { ...progress, at: new Date() }, { upsert: true }),
      );
    },

    async read(runId: string): Promise<CompareProgress | null> {
      const found = await records.findOne({ _id: key(runId) });
      return found
        ? { pagesRead: found.pagesRead, opportunitiesRead: found.opportunitiesRead, total: found.total }
        : null;
    },

    async finish(runId: string): Promise<void> {
      await records.deleteOne({ _id: key(runId) });
    },

    /** Drops runs last reported before `before` (a gateway stopped mid-run never finished them). */
    async purge(before: Date): Promise<number> {
      return (await records.deleteMany({ at: { $lt: before } })).deletedCount;
    },
  };
}

export type CompareProgressStore = ReturnType<typeof createCompareProgress>;
