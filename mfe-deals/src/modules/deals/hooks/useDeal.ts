import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDeal } from '../api/fetchDeal';
import { dealsQueryKeys } from './dealsQueryKeys';

/** One deal by its id (the deal a notification links to). */
export function useDeal(id: string | null) {
  const { api } = useDealsServices();
  return useQuery({
    queryKey: [...dealsQueryKeys.all, 'one', id] as const,
    queryFn: () => fetchDeal(api, id!),
    enabled: Boolean(id),
    retry: false,
  });
}
