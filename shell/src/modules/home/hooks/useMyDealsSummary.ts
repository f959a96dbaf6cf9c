import { useQuery } from '@tanstack/react-query';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { fetchMyDeals } from '../api/fetchMyDeals';
import { summarizeDeals } from '../utils/summarizeDeals';

/** Query key of the caller's own deals (GET /deals), as the API returns them. */
export const myDealsQueryKey = ['deals', 'mine'] as const;

/** The member's deal counts by status and their latest stage changes. */
export function useMyDealsSummary() {
  const { api } = usePortalServices();
  return useQuery({
    queryKey: myDealsQueryKey,
    queryFn: () => fetchMyDeals(api),
    select: summarizeDeals,
  });
}
