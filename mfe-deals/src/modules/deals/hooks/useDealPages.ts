import type { Deal } from '@portal/contracts';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import type { DealsListScope } from '../api/fetchDealsPage';
import { dealPagesQuery } from './dealPagesQuery';

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
 * A deal list (or one pipeline stage of it) read page by page (keyset cursors) as the user
 * scrolls.
 */
export function useDealPages(scope: DealsListScope) {
  const { api } = useDealsServices();
  const query = useInfiniteQuery(dealPagesQuery(api, scope));
  const pages: DealPages | undefined = query.data && {
    deals: query.data.pages.flatMap((page) => page.items),
    total: query.data.pages[0]?.total ?? 0,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage({ cancelRefetch: false });
    },
  };
  return { ...query, pages };
}
