import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchMyDeals } from '../api/fetchMyDeals';
import { dealsQueryKeys } from './dealsQueryKeys';

/** The member's own deals. */
export function useMyDeals() {
  const { api } = useDealsServices();
  return useQuery({ queryKey: dealsQueryKeys.mine, queryFn: () => fetchMyDeals(api) });
}
