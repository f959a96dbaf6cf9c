import type { DealModel, DealRecord } from '../deals/model';
import type { DocumentModel, DocumentRecord } from '../documents/model';
import type {
  ChecklistItemState,
  ChecklistProgressRecord,
  ChecklistSettingsModel,
  ChecklistSettingsRecord,
} from './model';
import type { KeyedMutex } from '../../infra/keyedMutex';
import { upsertRetried } from '../../infra/mongoErrors';

const SETTINGS_ID = 'checklist';
const BATCH = 500;

/** The deal fields the checklist reads. */
export type ChecklistDealRow = Pick<
  DealRecord,
  | '_id'
  | 'dealId'
  | 'userId'
  | 'propertyName'
  | 'propertyAddress'
  | 'applicationPropertyAddress'
  | 'dealType'
  | 'applicationDealType'
  | 'createdAt'
  | 'checklist'
  | 'checklistItems'
  | 'checklistRemindedAt'
>;

const ROW_PROJECTION = {
  _id: 1,
  dealId: 1,
  userId: 1,
  propertyName: 1,
  propertyAddress: 1,
  applicationPropertyAddress: 1,
  dealType: 1,
  applicationDealType: 1,
  createdAt: 1,
  checklist: 1,
  checklistItems: 1,
  checklistRemindedAt: 1,
} as const;

/**
 * The checklist's storage: the admin's templates (one settings document) and the checklist
 * fields of deals. These writes go straight to the deals collection, not through the deal
 * repository: they are not edits of the deal (no updatedAt, no timeline field diff, no GHL push).
 * They take the deal repository's lock all the same: FerretDB rewrites the whole document on a
 * `$set`, so a checklist write racing another write of the deal could undo one of them.
 */
export function createChecklistRepository(models: {
  settings: ChecklistSettingsModel;
  deals: DealModel;
  documents: DocumentModel;
  /** The deal documents' write lock, shared with the deal repository. */
  dealLock: KeyedMutex;
}) {
  const { dealLock } = models;
  return {
    async findSettings(): Promise<ChecklistSettingsRecord | null> {
      return models.settings.findById(SETTINGS_ID).lean<ChecklistSettingsRecord>().exec();
    },

    async saveSettings(record: Omit<ChecklistSettingsRecord, '_id'>): Promise<void> {
      await upsertRetried(() =>
        models.settings.collection.replaceOne({ _id: SETTINGS_ID } as never, record as never, { upsert: true }),
      );
    },

    /** Forgets the saved templates: the shipped defaults apply again. */
    async deleteSettings(): Promise<void> {
      await models.settings.collection.deleteOne({ _id: SETTINGS_ID } as never);
    },

    async findDeal(id: string): Promise<ChecklistDealRow | null> {
      return models.deals.findById(id, ROW_PROJECTION).lean<ChecklistDealRow>().exec();
    },

    async setDealChecklist(id: string, items: ChecklistItemState[], progress: ChecklistProgressRecord): Promise<void> {
      await dealLock.run(id, async () => {
        await models.deals.collection.updateOne(
          { _id: id } as never,
          { $set: { checklistItems: items, checklist: progress } } as never,
        );
      });
    },

    /**
     * Stores new progress figures: one `updateMany` per distinct figure (there are few) over at
     * most BATCH ids. Not a bulk of one update per deal: FerretDB v1 runs such a bulk in far worse
     * than linear time (60 deals 0.8 s, 300 deals over 4 minutes).
     */
    async setProgress(updates: { id: string; progress: ChecklistProgressRecord }[]): Promise<void> {
      const byFigure = new Map<string, { progress: ChecklistProgressRecord; ids: string[] }>();
      for (const { id, progress } of updates) {
        const key = `${progress.done}/${progress.total}`;
        const group = byFigure.get(key) ?? { progress, ids: [] };
        group.ids.push(id);
        byFigure.set(key, group);
      }
      for (const { progress, ids } of byFigure.values()) {
        for (let start = 0; start < ids.length; start += BATCH) {
          const batch = ids.slice(start, start + BATCH);
          await dealLock.runAll(batch, async () => {
            await models.deals.collection.updateMany(
              { _id: { $in: batch } } as never,
              { $set: { checklist: progress } } as never,
            );
          });
        }
      }
    },

    async markReminded(ids: string[], at: Date): Promise<void> {
      if (ids.length === 0) return;
      await dealLock.runAll(ids, async () => {
        await models.deals.collection.updateMany(
          { _id: { $in: ids } } as never,
          { $set: { checklistRemindedAt: at } } as never,
        );
      });
    },

    /** Every deal (or those without a stored progress), in batches, for recomputing their progress. */
    async *dealBatches(onlyWithoutProgress: boolean): AsyncGenerator<ChecklistDealRow[]> {
      const cursor = models.deals.collection.find(onlyWithoutProgress ? ({ checklist: null } as never) : {}, {
        projection: ROW_PROJECTION,
        batchSize: BATCH,
      });
      let batch: ChecklistDealRow[] = [];
      for await (const row of cursor) {
        batch.push(row as unknown as ChecklistDealRow);
        if (batch.length >= BATCH) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length > 0) yield batch;
    },

    /** Deals with required items not yet accepted, not reminded since `remindedBefore` (the reminder job). */
    async dealsToRemind(remindedBefore: Date): Promise<ChecklistDealRow[]> {
      const rows = await models.deals
        .find(
          {
            'checklist.total': { $gt: 0 },
            $or: [{ checklistRemindedAt: null }, { checklistRemindedAt: { $lte: remindedBefore } }],
          },
          ROW_PROJECTION,
        )
        .lean<ChecklistDealRow[]>()
        .exec();
      return rows.filter((row) => (row.checklist?.done ?? 0) < (row.checklist?.total ?? 0));
    },

    /** A deal's documents uploaded against checklist items, newest first. */
    async itemDocuments(dealId: string): Promise<DocumentRecord[]> {
      return models.documents
        .find({ dealId, checklistItemId: { $ne: null } })
        .sort({ createdAt: -1, _id: 1 })
        .lean<DocumentRecord[]>()
        .exec();
    },

    async countItemDocuments(dealId: string, itemId: string): Promise<number> {
      return models.documents.countDocuments({ dealId, checklistItemId: itemId }).exec();
    },
  };
}

export type ChecklistRepository = ReturnType<typeof createChecklistRepository>;
