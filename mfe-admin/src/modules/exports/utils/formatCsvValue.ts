/**
 * One CSV cell (spec §9): null and undefined are empty; objects and arrays are written as JSON;
 * everything else is quoted, with embedded quotes doubled.
 */
export function formatCsvValue(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  return `"${text.replace(/"/g, '""')}"`;
}
