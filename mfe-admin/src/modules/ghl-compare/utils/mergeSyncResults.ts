import type { SyncResult } from '@portal/contracts';

/** One result for a sync sent in several batches. */
export function mergeSyncResults(results: readonly SyncResult[]): SyncResult {
  return results.reduce<SyncResult>(
    (total, batch) => ({
      totalRequested: total.totalRequested + batch.totalRequested,
      successful: total.successful + batch.successful,
      failed: total.failed + batch.failed,
      results: [...total.results, ...batch.results],
    }),
    { totalRequested: 0, successful: 0, failed: 0, results: [] },
  );
}
