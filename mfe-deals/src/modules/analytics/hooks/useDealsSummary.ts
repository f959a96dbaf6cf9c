import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchDealsSummary } from '../api/fetchDealsSummary';
import type { DashboardSource } from '../types/DashboardSource';

/**
 * The dashboard's figures for a source. The key sits under `['deals']`, so creating, editing or
 * deleting a deal refreshes them; a new admin user filter keeps the previous figures while loading.
 */
export function useDealsSummary(source: DashboardSource) {
  const { api } = useDealsServices();
  return useQuery({
    queryKey: ['deals', 'summary', source] as const,
    queryFn: () => fetchDealsSummary(api, source),
    placeholderData: source.kind === 'all' ? keepPreviousData : undefined,
  });
}
