const MULTIPLIERS: Record<string, number> = { K: 1e3, M: 1e6, B: 1e9 };

/**
 * Parses a loan request such as `$1.5M`, `500K` or `2,000,000` into a number. Strips `$`, commas
 * and spaces; a K, M or B suffix multiplies the numeric value (so `1.5M` is 1,500,000;
 * docs/product.md#loan-amounts). Returns null for empty or non-numeric text: the dashboard reads
 * that as 0, the pipeline shows N/A.
 */
export function parseLoanAmount(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text == null) return null;
  const cleaned = text.replace(/[$,\s]/g, '').toUpperCase();
  if (cleaned === '') return null;
  const match = /^(\d+(?:\.\d+)?|\.\d+)([KMB])?$/.exec(cleaned);
  if (!match) return null;
  const value = Number(match[1]) * (match[2] ? (MULTIPLIERS[match[2]] ?? 1) : 1);
  return Number.isFinite(value) ? value : null;
}
