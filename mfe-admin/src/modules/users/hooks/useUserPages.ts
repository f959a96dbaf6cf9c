import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchUsersPage } from '../api/fetchUsersPage';

/**
 * The Users tab's list, read page by page as the user scrolls; `search` is applied by the gateway.
 * While a new search's first page loads, the previous rows stay on screen.
 */
export function useUserPages(search: string) {
  const { api } = useAdminServices();
  const query = useInfiniteQuery({
    queryKey: adminQueryKeys.userPages(search),
    queryFn: ({ pageParam }) => fetchUsersPage(api, search, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  return {
    ...query,
    users: pages?.flatMap((page) => page.items),
    total: pages?.[0]?.total ?? 0,
    loadMore: () => {
      // A page already on its way is not asked for again (the default would cancel and restart it).
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage({ cancelRefetch: false });
    },
  };
}
