import type { BulkAddSummary } from '@portal/contracts';

/**
 * 'Bulk add completed: N added successfully', plus duplicates and failures when above 0
 * (docs/product.md#admin-messages).
 */
export function bulkAddMessage({ successful, duplicates, failed }: BulkAddSummary): string {
  let message = `Bulk add completed: ${successful} added successfully`;
  if (duplicates > 0) message += `, ${duplicates} duplicates skipped`;
  if (failed > 0) message += `, ${failed} failed`;
  return message;
}
