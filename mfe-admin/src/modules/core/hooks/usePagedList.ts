import { keepPreviousData, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';

type Page<T> = { items: T[]; nextCursor: string | null; total: number };

/**
 * A list read page by page as it is scrolled (cursor paging): the rows loaded so far, the total,
 * and `loadMore`. While a new search's first page loads, the previous rows stay on screen.
 */
export function usePagedList<T>(queryKey: QueryKey, fetchPage: (cursor?: string) => Promise<Page<T>>) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    placeholderData: keepPreviousData,
  });
  const pages = query.data?.pages;
  return {
    ...query,
    rows: pages?.flatMap((page) => page.items),
    total: pages?.[0]?.total ?? 0,
    loadMore: () => {
      // A page already on its way is not asked for again (the default would cancel and restart it).
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage({ cancelRefetch: false });
    },
  };
}
