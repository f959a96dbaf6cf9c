import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchAllDeals } from '../api/fetchAllDeals';
import type { DealFilter } from '../types/DealFilter';
import { filterToQuery } from '../utils/filterToQuery';
import { dealsQueryKeys } from './dealsQueryKeys';

/** Every deal matching the admin's filters; the previous list stays on screen while a new filter loads. */
export function useAllDeals(filter: DealFilter) {
  const { api } = useDealsServices();
  const query = filterToQuery(filter);
  return useQuery({
    queryKey: dealsQueryKeys.admin(query),
    queryFn: () => fetchAllDeals(api, query),
    placeholderData: keepPreviousData,
  });
}
