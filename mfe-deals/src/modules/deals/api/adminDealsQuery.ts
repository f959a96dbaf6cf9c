import type { DealFilterQuery } from '../utils/filterToQuery';

/**
 * The admin's filter as GET /admin/deals and GET /admin/deals/pipeline take it: the address
 * holds 'Stale only' as `stale=true`, the contract as a boolean.
 */
export function adminDealsQuery({ stale, ...rest }: DealFilterQuery) {
  return { ...rest, ...(stale === 'true' ? { stale: true } : {}) };
}
