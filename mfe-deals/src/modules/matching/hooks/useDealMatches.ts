import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealMatches } from '../api/fetchDealMatches';
import { placementQueryKeys } from './placementQueryKeys';

/** The lender programs that Match a deal or are Near (admins). */
export function useDealMatches(dealId: string) {
  const { api } = useDealsServices();
  return useQuery({
    queryKey: placementQueryKeys.matches(dealId),
    queryFn: () => fetchDealMatches(api, dealId),
  });
}
