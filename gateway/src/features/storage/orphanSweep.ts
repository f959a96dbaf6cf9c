import type { JobQueue } from '../../infra/jobs';
import type { Logger } from '../../infra/logger';
import { definePeriodicJob, type PeriodicRuns } from '../../infra/periodicRuns';
import {
  isDealDeletion,
  type DealDeletionIntentRecord,
  type StorageIntentRecord,
  type StorageIntents,
} from './intents';
import type { DocumentStore, StorageBackend } from './port';

export const ORPHAN_SWEEP_JOB = 'storage-orphan-sweep';
/** The sweep runs every quarter of the grace period, at most every 15 minutes (and at least every second). */
export function orphanSweepInterval(graceMs: number): string {
  return `${Math.max(1, Math.round(Math.min(graceMs / 4, 15 * 60_000) / 1000))} seconds`;
}
/** Intents read per page (few exist: only uploads in flight and what dead ones left). */
const PAGE = 100;

export type OrphanSweepDeps = {
  intents: StorageIntents;
  forBackend: (backend: StorageBackend) => DocumentStore;
  /** Whether the document record exists and keeps its file (read by `_id`; one of a deleted deal does not). */
  documentExists: (documentId: string) => Promise<boolean>;
  /**
   * Finishes a deal's deletion cut short (deals/service.ts finishDeletion): true when it deleted
   * the deal, false when there was nothing to finish (the deal is gone, or was never marked).
   */
  finishDealDeletion: (dealId: string) => Promise<boolean>;
  jobs: JobQueue;
  runs: PeriodicRuns;
  log: Logger;
};

/** Files removed and kept, deal deletions finished, and intents that failed (retried next run). */
export type OrphanSweepSummary = { removed: number; kept: number; dealsDeleted: number; failed: number };

/**
 * Finishes what dead or failed uploads and deletions began (intents.ts). A deal deletion's intent
 * older than the grace period has the deletion finished (its deal, still marked, is deleted as by
 * DELETE /deals/{id}, acting as the system); its documents' file intents come after it (they are
 * younger) and find their records gone. For the other intents: every intent older than
 * the grace period whose document record exists is dropped and its file kept; one whose record
 * does not exist has its file removed, then is dropped. A file a record points to is never
 * removed: its upload either wrote the record before the grace ran out or gave up (documentStorage).
 * Once per period across all instances (a quarter of the grace, at most 15 minutes); a backend
 * that is down keeps its intents for the next run.
 */
export function createOrphanSweep(deps: OrphanSweepDeps) {
  const log = deps.log.child({ component: 'orphan-sweep' });

  /** A deal deletion's intent: the deletion is finished (the same path as DELETE /deals/{id}), then the intent dropped. */
  async function finishDeletion(intent: DealDeletionIntentRecord): Promise<'dealsDeleted' | null> {
    const deleted = await deps.finishDealDeletion(intent.dealId);
    await deps.intents.clear(intent);
    return deleted ? 'dealsDeleted' : null;
  }

  async function settle(intent: StorageIntentRecord): Promise<'removed' | 'kept'> {
    if (await deps.documentExists(intent.documentId)) {
      await deps.intents.clear(intent);
      return 'kept';
    }
    const store = deps.forBackend(intent.backend);
    if (intent.key) await store.remove(intent.key);
    else
      await store.removeUnfinished({ folder: intent.folder, fileName: intent.fileName, uploadId: intent.documentId });
    await deps.intents.clear(intent);
    return 'removed';
  }

  async function sweep(now = new Date()): Promise<OrphanSweepSummary> {
    const summary: OrphanSweepSummary = { removed: 0, kept: 0, dealsDeleted: 0, failed: 0 };
    const before = new Date(now.getTime() - deps.intents.graceMs);
    let after: string | null = null;
    for (;;) {
      const page = await deps.intents.begunBefore(before, after, PAGE);
      for (const intent of page) {
        try {
          const outcome = isDealDeletion(intent) ? await finishDeletion(intent) : await settle(intent);
          if (outcome) summary[outcome] += 1;
        } catch (error) {
          summary.failed += 1;
          log.warn(
            { err: error, intent: intent._id, ...(isDealDeletion(intent) ? {} : { backend: intent.backend }) },
            isDealDeletion(intent)
              ? 'deal deletion not finished; next run retries'
              : 'orphaned file not removed; next run retries',
          );
        }
      }
      if (page.length < PAGE) break;
      after = page.at(-1)!._id;
    }
    if (summary.removed > 0 || summary.dealsDeleted > 0 || summary.failed > 0)
      log.info(summary, 'files of interrupted uploads and deletions swept');
    return summary;
  }

  const interval = orphanSweepInterval(deps.intents.graceMs);
  const { schedule } = definePeriodicJob(deps, { name: ORPHAN_SWEEP_JOB, interval, work: () => sweep() });

  return {
    sweep,
    /** Registers the recurring run; the first is due at once. Call after the queue starts. */
    schedule,
  };
}

export type OrphanSweep = ReturnType<typeof createOrphanSweep>;
