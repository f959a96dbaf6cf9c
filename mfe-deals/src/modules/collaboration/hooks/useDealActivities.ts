import { useInfiniteQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealActivities } from '../api/fetchDealActivities';
import { collaborationQueryKeys } from './collaborationQueryKeys';

/** Timeline entries per page. */
export const ACTIVITY_PAGE_SIZE = 20;

/** A deal's activity timeline, newest first, a page at a time. */
export function useDealActivities(dealId: string) {
  const { api } = useDealsServices();
  return useInfiniteQuery({
    queryKey: collaborationQueryKeys.activities(dealId),
    queryFn: ({ pageParam }) => fetchDealActivities(api, dealId, { limit: ACTIVITY_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
