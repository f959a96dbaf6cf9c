import type { Location } from 'react-router-dom';

/**
 * True when following `to` shows another page than `current` (another path or query; a hash
 * alone does not replace the page).
 */
export function leavesLocation(to: string, current: Pick<Location, 'pathname' | 'search'>): boolean {
  const base = new URL(`${current.pathname}${current.search}`, 'http://portal.invalid');
  const target = new URL(to, base);
  return target.pathname !== base.pathname || target.search !== base.search;
}
