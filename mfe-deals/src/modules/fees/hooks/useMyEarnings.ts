import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchMyEarnings } from '../api/feesApi';
import { feesQueryKeys } from './feesQueryKeys';

/** The signed-in member's earnings from broker fees (their own deals only). */
export function useMyEarnings() {
  const { api } = useDealsServices();
  return useQuery({ queryKey: feesQueryKeys.earnings, queryFn: () => fetchMyEarnings(api) });
}
