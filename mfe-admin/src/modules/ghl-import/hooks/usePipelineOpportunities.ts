import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchPipelineOpportunities } from '../api/fetchPipelineOpportunities';

/**
 * The chosen pipeline's opportunities, read page after page to the end of GHL's cursor (nothing is
 * loaded until a pipeline is chosen). What has arrived is usable at once; `loaded` of `total` says
 * how far the reading has got, and `reading` stays true until the last page is in.
 */
export function usePipelineOpportunities(pipelineId: string) {
  const { api } = useAdminServices();
  const query = useInfiniteQuery({
    queryKey: adminQueryKeys.pipelineOpportunities(pipelineId),
    queryFn: ({ pageParam }) => fetchPipelineOpportunities(api, pipelineId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: pipelineId !== '',
  });
  const { hasNextPage, isFetchingNextPage, isError, fetchNextPage } = query;

  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !isError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isError, fetchNextPage]);

  const pages = query.data?.pages;
  const opportunities = useMemo(() => pages?.flatMap((page) => page.opportunities), [pages]);
  const loaded = opportunities?.length ?? 0;
  const total = Math.max(pages?.at(-1)?.total ?? 0, loaded);

  return {
    data: opportunities,
    loaded,
    total,
    /** More pages are on their way (after the first: before it, `isPending`). */
    reading: !query.isPending && hasNextPage && !isError,
    isPending: query.isPending,
    isError: query.isError && !opportunities,
    /** A later page failed: what was read so far is shown, with a retry for the rest. */
    isIncomplete: query.isError && Boolean(opportunities),
    isFetching: query.isFetching,
    refetch: query.refetch,
    retryRest: () => void fetchNextPage(),
  };
}
