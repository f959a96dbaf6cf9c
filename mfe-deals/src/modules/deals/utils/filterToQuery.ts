import type { DealFilter } from '../types/DealFilter';

export type DealFilterQuery = Partial<DealFilter>;

/** The query of GET /admin/deals: only the filters that are set. */
export function filterToQuery(filter: DealFilter): DealFilterQuery {
  const query: DealFilterQuery = {};
  for (const key of Object.keys(filter) as (keyof DealFilter)[]) {
    const value = filter[key].trim();
    if (value) query[key] = value;
  }
  return query;
}
