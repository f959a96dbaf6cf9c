import { Readable } from 'node:stream';

/** Characters that make a spreadsheet read a cell as a formula (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: null and undefined are empty; objects and arrays are written as JSON; everything
 * else is quoted with embedded quotes doubled. A value a spreadsheet would run as a formula is
 * prefixed with `'`, which spreadsheets show as text.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const ROWS_PER_CHUNK = 200;

/**
 * The CSV of `rows` as a byte stream: a BOM (so spreadsheet apps read UTF-8), the header line,
 * then one line per row, CRLF line ends. Rows are pulled from the source only as fast as the
 * client reads (Readable.from asks for the next chunk when the socket has room), so memory stays
 * flat however many rows there are; a client that goes away ends the source (and its cursor).
 */
export function csvStream<T>(
  columns: readonly string[],
  rows: AsyncIterable<T>,
  toRow: (row: T) => Record<string, unknown>,
): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${columns.map(csvCell).join(',')}\r\n`;
    let chunk = '';
    let count = 0;
    for await (const source of rows) {
      const row = toRow(source);
      chunk += `${columns.map((column) => csvCell(row[column])).join(',')}\r\n`;
      if (++count % ROWS_PER_CHUNK === 0) {
        yield chunk;
        chunk = '';
      }
    }
    if (chunk) yield chunk;
  }
  return Readable.from(lines(), { objectMode: false });
}
