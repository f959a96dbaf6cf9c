import { csvColumns } from './csvColumns';
import { formatCsvValue } from './formatCsvValue';

export type WriteCsvOptions = {
  /** Called after each chunk with the rows written so far and the total. */
  onProgress?: (written: number, total: number) => void;
  /** Rows written between two pauses. */
  chunkSize?: number;
  /** Gives the browser a turn (paint, input) between chunks. */
  pause?: () => Promise<void>;
};

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The CSV text of `rows` (spec §9): a header line with every field, then one line per row, CRLF
 * line ends. Large sets are written in chunks with a pause between them, so the page stays
 * responsive and progress can be shown.
 */
export async function writeCsv(
  rows: readonly Record<string, unknown>[],
  { onProgress, chunkSize = 500, pause = nextTask }: WriteCsvOptions = {},
): Promise<string> {
  const columns = csvColumns(rows);
  const lines: string[] = [columns.map(formatCsvValue).join(',')];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const end = Math.min(start + chunkSize, rows.length);
    for (let index = start; index < end; index += 1) {
      const row = rows[index]!;
      lines.push(columns.map((column) => formatCsvValue(row[column])).join(','));
    }
    onProgress?.(end, rows.length);
    if (end < rows.length) await pause();
  }
  return lines.join('\r\n') + '\r\n';
}
