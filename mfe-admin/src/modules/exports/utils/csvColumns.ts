/** Every key that occurs in the rows, in order of first appearance (so no field is dropped). */
export function csvColumns(rows: readonly Record<string, unknown>[]): string[] {
  const columns = new Set<string>();
  for (const row of rows) for (const key of Object.keys(row)) columns.add(key);
  return [...columns];
}
