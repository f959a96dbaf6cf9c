import { useQuery } from '@tanstack/react-query';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { fetchMyDealsSummary } from '../api/fetchMyDealsSummary';
import { summarizeDeals } from '../utils/summarizeDeals';

/** Query key of the caller's deal figures (GET /deals/summary). */
export const myDealsQueryKey = ['deals', 'mine', 'summary'] as const;

/** The member's deal counts by status and their latest stage changes. */
export function useMyDealsSummary() {
  const { api } = usePortalServices();
  return useQuery({
    queryKey: myDealsQueryKey,
    queryFn: () => fetchMyDealsSummary(api),
    select: summarizeDeals,
  });
}
