/** Query keys that are not filters: kept when a view is applied (the list/stage choice). */
const KEPT = ['view'];

/**
 * Shows the list for a saved view's query: the address gets exactly its filters (plus the
 * list/stage choice), as a history entry, then the popstate every part of the page follows.
 */
export function applyListQuery(query: string): void {
  const current = new URLSearchParams(window.location.search);
  const next = new URLSearchParams(query);
  for (const key of KEPT) {
    const value = current.get(key);
    if (value) next.set(key, value);
  }
  const url = new URL(window.location.href);
  url.search = next.toString();
  window.history.pushState(window.history.state, '', url);
  window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
}
