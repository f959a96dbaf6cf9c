/**
 * Bulk Add's text as usernames (docs/product.md#auto-access-entries): split on newlines or commas,
 * trimmed, empties dropped.
 */
export function parseBulkUsernames(text: string): string[] {
  return text
    .split(/[\r\n,]+/)
    .map((name) => name.trim())
    .filter((name) => name.length > 0);
}
