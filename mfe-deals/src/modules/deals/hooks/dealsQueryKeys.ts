import type { DealsListScope, DealsSource } from '../api/fetchDealsPage';
import type { DealFilterQuery } from '../utils/filterToQuery';

/**
 * Query keys of the deals page. Everything under `['deals']` is refreshed after a create,
 * update or delete.
 */
export const dealsQueryKeys = {
  all: ['deals'] as const,
  /** Every page of the caller's own deals at once (the dashboard's figures). */
  mine: ['deals', 'mine'] as const,
  /** Every page of the deals matching an admin filter at once (the dashboard's figures). */
  admin: (query: DealFilterQuery) => ['deals', 'admin', query] as const,
  /** A list (or one stage of it) read page by page as it scrolls. */
  pages: (scope: DealsListScope) => ['deals', 'pages', scope] as const,
  /** The pipeline's stage headers of a source. */
  pipeline: (source: DealsSource) => ['deals', 'pipeline', source] as const,
  users: ['admin', 'users'] as const,
};
