import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchGhlDeleteOutcomes } from '../api/fetchGhlDeleteOutcomes';

/** What the delete policy did to deleted deals' opportunities: the first page, and more on request. */
export function useGhlDeleteOutcomes() {
  const { api } = useAdminServices();
  const query = useInfiniteQuery({
    queryKey: adminQueryKeys.ghlDeleteOutcomes,
    queryFn: ({ pageParam }) => fetchGhlDeleteOutcomes(api, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pages = query.data?.pages;
  const outcomes = useMemo(() => pages?.flatMap((page) => page.items), [pages]);
  return {
    data: outcomes,
    total: pages?.at(-1)?.total ?? 0,
    isPending: query.isPending,
    isError: query.isError && !outcomes,
    /** A later page failed: the rows read so far stay, with Load more to try again. */
    moreFailed: query.isError && Boolean(outcomes),
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    refreshing: query.isFetching && !query.isFetchingNextPage && !query.isPending,
    loadMore: () => void query.fetchNextPage(),
    refetch: () => void query.refetch(),
  };
}
