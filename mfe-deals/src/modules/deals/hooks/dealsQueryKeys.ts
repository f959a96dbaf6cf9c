import type { DealFilterQuery } from '../utils/filterToQuery';

/**
 * Query keys of the deals page. `['deals', 'mine']` is the same key the shell's home page uses
 * for GET /deals, so both refresh together; everything under `['deals']` is refreshed after a
 * create, update or delete.
 */
export const dealsQueryKeys = {
  all: ['deals'] as const,
  mine: ['deals', 'mine'] as const,
  admin: (query: DealFilterQuery) => ['deals', 'admin', query] as const,
  users: ['admin', 'users'] as const,
};
