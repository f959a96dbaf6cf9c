import { useInfiniteQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealComments } from '../api/fetchDealComments';
import { collaborationQueryKeys } from './collaborationQueryKeys';

/** Comments per page. */
export const COMMENT_PAGE_SIZE = 20;

/** A deal's comments, newest first, a page at a time. */
export function useDealComments(dealId: string) {
  const { api } = useDealsServices();
  return useInfiniteQuery({
    queryKey: collaborationQueryKeys.comments(dealId),
    queryFn: ({ pageParam }) => fetchDealComments(api, dealId, { limit: COMMENT_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });
}
