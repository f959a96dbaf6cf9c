/** Query keys that place a list page or pick a view, not filters: never part of a saved view. */
const NOT_FILTERS = new Set(['cursor', 'limit', 'view', 'deal']);

/**
 * A deal list's URL query reduced to its filters, in one spelling: paging and selection keys and
 * empty values dropped, keys sorted ('?status=Open&cursor=x&q=harbor' → 'q=harbor&status=Open').
 * Saved views store this form, and a list shows the view whose query equals its own.
 */
export function canonicalListQuery(query: string): string {
  const params = new URLSearchParams(query.trim().replace(/^\?/, ''));
  const kept = [...params].filter(([key, value]) => !NOT_FILTERS.has(key) && value.trim() !== '');
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return new URLSearchParams(kept).toString();
}
