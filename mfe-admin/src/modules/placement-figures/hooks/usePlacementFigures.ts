import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchPlacementFigures } from '../api/fetchPlacementFigures';

/**
 * Placement figures per lender and their totals (the Overview), or one lender's (its page). The
 * gateway reads every submission for them (seconds on the embedded database with thousands,
 * docs/performance.md), and they move at the pace of lenders' answers: read at most once a minute
 * while the admin goes back and forth between tabs (a write to the directory reads them again).
 */
export function usePlacementFigures(lenderId?: string) {
  const { api } = useAdminServices();
  return useQuery({
    queryKey: adminQueryKeys.placementFigures(lenderId ?? null),
    queryFn: () => fetchPlacementFigures(api, lenderId),
    staleTime: 60_000,
  });
}
