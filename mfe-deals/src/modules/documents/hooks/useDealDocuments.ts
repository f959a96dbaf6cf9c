import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealDocuments } from '../api/fetchDealDocuments';
import { documentsQueryKeys } from './documentsQueryKeys';

/** A deal's documents. */
export function useDealDocuments(dealId: string) {
  const { api } = useDealsServices();
  return useQuery({ queryKey: documentsQueryKeys.ofDeal(dealId), queryFn: () => fetchDealDocuments(api, dealId) });
}
