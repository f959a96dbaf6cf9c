import { useInfiniteQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchAutoAccessPage } from '../api/fetchAutoAccessPage';

/** The auto-access list, read page by page as the user scrolls. */
export function useAutoAccessPages() {
  const { api } = useAdminServices();
  const query = useInfiniteQuery({
    queryKey: adminQueryKeys.autoAccessPages,
    queryFn: ({ pageParam }) => fetchAutoAccessPage(api, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pages = query.data?.pages;
  return {
    ...query,
    entries: pages?.flatMap((page) => page.items),
    total: pages?.[0]?.total ?? 0,
    loadMore: () => {
      // A page already on its way is not asked for again (the default would cancel and restart it).
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage({ cancelRefetch: false });
    },
  };
}
