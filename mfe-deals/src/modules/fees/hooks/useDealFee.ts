import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealFee } from '../api/feesApi';
import { feesQueryKeys } from './feesQueryKeys';

/** A deal's broker fee (null until one is recorded or a quote selected). */
export function useDealFee(dealId: string) {
  const { api } = useDealsServices();
  return useQuery({
    queryKey: feesQueryKeys.ofDeal(dealId),
    queryFn: async () => (await fetchDealFee(api, dealId)).fee,
  });
}
