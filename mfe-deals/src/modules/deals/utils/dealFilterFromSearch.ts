import type { DealFilter } from '../types/DealFilter';
import { emptyDealFilter } from './emptyDealFilter';

/** The admin's filters as the address bar holds them (the search parameters AdminDealsView writes). */
export function dealFilterFromSearch(search: string): DealFilter {
  const params = new URLSearchParams(search);
  const filter = { ...emptyDealFilter };
  for (const key of Object.keys(emptyDealFilter) as (keyof DealFilter)[]) {
    filter[key] = params.get(key) ?? '';
  }
  return filter;
}
