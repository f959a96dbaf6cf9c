import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealPlacement } from '../api/fetchDealPlacement';
import { placementQueryKeys } from './placementQueryKeys';

/** A deal's loan sizing and match counts, as the gateway computes them on the admin's Settings. */
export function useDealPlacement(dealId: string) {
  const { api } = useDealsServices();
  return useQuery({
    queryKey: placementQueryKeys.placement(dealId),
    queryFn: () => fetchDealPlacement(api, dealId),
  });
}
