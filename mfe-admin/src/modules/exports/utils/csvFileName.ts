import { format } from 'date-fns';
import type { ExportKind } from '../types/ExportKind';

/**
 * The kind plus the local date as yyyy-MM-dd (docs/product.md#csv-exports), e.g.
 * `deals-2026-05-01.csv`.
 */
export function csvFileName(kind: ExportKind, date: Date): string {
  return `${kind}-${format(date, 'yyyy-MM-dd')}.csv`;
}
