import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchSharedDealQuotes } from '../api/quotesApi';
import { quotesQueryKeys } from './quotesQueryKeys';

/** The quotes an admin shared with the deal's owner. */
export function useSharedDealQuotes(dealId: string) {
  const { api } = useDealsServices();
  return useQuery({
    queryKey: quotesQueryKeys.sharedOfDeal(dealId),
    queryFn: () => fetchSharedDealQuotes(api, dealId),
  });
}
