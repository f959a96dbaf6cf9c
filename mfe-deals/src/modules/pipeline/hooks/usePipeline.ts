import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import type { DealsSource } from '../../deals/api/fetchDealsPage';
import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';
import { fetchPipeline } from '../api/fetchPipeline';

/**
 * The pipeline's stage headers (count, summed loan amount, property types, latest stage change)
 * as the gateway computes them for the source; a new admin filter keeps the previous headers on
 * screen while it loads.
 */
export function usePipeline(source: DealsSource) {
  const { api } = useDealsServices();
  return useQuery({
    queryKey: dealsQueryKeys.pipeline(source),
    queryFn: () => fetchPipeline(api, source),
    placeholderData: source.kind === 'all' ? keepPreviousData : undefined,
  });
}
