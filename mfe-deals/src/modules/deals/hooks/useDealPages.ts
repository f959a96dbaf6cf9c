import type { Deal } from '@portal/contracts';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealsPage, type DealsListScope } from '../api/fetchDealsPage';
import { dealsQueryKeys } from './dealsQueryKeys';

export type DealPages = {
  /** The deals of every page loaded so far, in list order. */
  deals: Deal[];
  /** How many deals the list holds in all (for 'Showing N deals'). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
};

/**
 * A deal list read page by page (keyset cursors) as the user scrolls. An admin's filtered list
 * keeps the previous filter's rows on screen while the new filter's first page loads.
 */
export function useDealPages(scope: DealsListScope) {
  const { api } = useDealsServices();
  const query = useInfiniteQuery({
    queryKey: dealsQueryKeys.pages(scope),
    queryFn: ({ pageParam }) => fetchDealsPage(api, scope, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: scope.kind === 'all' ? keepPreviousData : undefined,
  });
  const pages: DealPages | undefined = query.data && {
    deals: query.data.pages.flatMap((page) => page.items),
    total: query.data.pages[0]?.total ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
  return { ...query, pages };
}
