import type { DealsSource } from '../api/fetchDealsPage';

const MINE: DealsSource = { kind: 'mine' };

/** The member's list: their own deals, narrowed by the search text and to stale deals when asked. */
export function memberSource(q: string, staleOnly = false): DealsSource {
  const text = q.trim();
  if (!text && !staleOnly) return MINE;
  return { kind: 'mine', ...(text ? { q: text } : {}), ...(staleOnly ? { stale: true as const } : {}) };
}
