import type { DealPage } from '@portal/contracts';
import { keepPreviousData, useQuery, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { DEALS_PAGE_SIZE, type DealsSource } from '../../deals/api/fetchDealsPage';
import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';
import { fetchPipeline } from '../api/fetchPipeline';

/**
 * The pipeline's stage headers (count, summed loan amount, property types, latest stage change)
 * as the gateway computes them for the source, with each stage's first page of deals in the same
 * answer: those pages fill the stage tables' page caches, so the stage view costs one request.
 * A new admin filter keeps the previous headers on screen while it loads.
 */
export function usePipeline(source: DealsSource) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: dealsQueryKeys.pipeline(source),
    queryFn: async () => {
      const pipeline = await fetchPipeline(api, source, DEALS_PAGE_SIZE);
      for (const stage of pipeline.stages) {
        if (stage.firstPage) seedFirstPage(queryClient, source, stage.stage, stage.firstPage);
      }
      return pipeline;
    },
    placeholderData: source.kind === 'all' || source.q || source.stale ? keepPreviousData : undefined,
  });
}

/** A stage table's first page, unless the table already holds pages that are still valid. */
function seedFirstPage(queryClient: QueryClient, source: DealsSource, stage: string, page: DealPage): void {
  const key = dealsQueryKeys.pages({ ...source, stage });
  const state = queryClient.getQueryState(key);
  if (state?.data !== undefined && !state.isInvalidated) return;
  queryClient.setQueryData<InfiniteData<DealPage, string | undefined>>(key, {
    pages: [page],
    pageParams: [undefined],
  });
}
