/** A compared value as text: numbers grouped, empty values as an em dash. */
export function formatCompareValue(value: string | number | null): string {
  if (value === null || value === '') return '—';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  return value;
}
