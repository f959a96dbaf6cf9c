import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealQuotes } from '../api/quotesApi';
import { quotesQueryKeys } from './quotesQueryKeys';

/** A deal's quotes with their figures (admins). */
export function useDealQuotes(dealId: string) {
  const { api } = useDealsServices();
  return useQuery({ queryKey: quotesQueryKeys.ofDeal(dealId), queryFn: () => fetchDealQuotes(api, dealId) });
}
