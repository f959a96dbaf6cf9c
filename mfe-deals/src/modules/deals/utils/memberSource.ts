import type { DealsSource } from '../api/fetchDealsPage';

const MINE: DealsSource = { kind: 'mine' };

/** A member's own deals, searched when `q` has text (the same object shape, so the same query key). */
export function memberSource(q: string): DealsSource {
  const text = q.trim();
  return text ? { kind: 'mine', q: text } : MINE;
}
