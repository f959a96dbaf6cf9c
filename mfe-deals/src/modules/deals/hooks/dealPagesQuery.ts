import type { ApiClient } from '@portal/contracts';
import { infiniteQueryOptions, keepPreviousData } from '@tanstack/react-query';
import { fetchDealsPage, type DealsListScope } from '../api/fetchDealsPage';
import { dealsQueryKeys } from './dealsQueryKeys';

/**
 * How long loaded pages count as fresh: a list that mounts again (another tab, the page shown
 * again) uses the pages in the cache instead of asking again. Writes still refresh the lists at
 * once (they invalidate everything under ['deals']).
 */
export const DEAL_PAGES_STALE_MS = 30_000;

/**
 * The infinite query of a deal list (keyset cursors), shared by useDealPages and the preload so
 * that both fill the same cache entry. A filtered or searched list keeps the previous rows on
 * screen while the new filter's first page loads.
 */
export function dealPagesQuery(api: ApiClient, scope: DealsListScope) {
  return infiniteQueryOptions({
    queryKey: dealsQueryKeys.pages(scope),
    queryFn: ({ pageParam }) => fetchDealsPage(api, scope, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: scope.kind === 'all' || scope.q || scope.stale ? keepPreviousData : undefined,
    staleTime: DEAL_PAGES_STALE_MS,
  });
}
