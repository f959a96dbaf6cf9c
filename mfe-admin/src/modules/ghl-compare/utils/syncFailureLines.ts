import type { SyncResult } from '@portal/contracts';

/**
 * The per-deal failures as 'dealId: error' (docs/product.md#admin-messages). The gateway reports
 * deals by `id`; they are shown by their human-readable deal id when the comparison knows it.
 */
export function syncFailureLines(result: SyncResult, dealIdOf: (id: string) => string | undefined): string[] {
  return result.results
    .filter((entry) => !entry.success)
    .map((entry) => `${dealIdOf(entry.dealId) ?? entry.dealId}: ${entry.error ?? 'Unknown error'}`);
}
