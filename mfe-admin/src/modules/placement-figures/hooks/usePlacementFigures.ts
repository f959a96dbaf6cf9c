import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchPlacementFigures } from '../api/fetchPlacementFigures';

/** Placement figures per lender and their totals (the Overview), or one lender's (its page). */
export function usePlacementFigures(lenderId?: string) {
  const { api } = useAdminServices();
  return useQuery({
    queryKey: adminQueryKeys.placementFigures(lenderId ?? null),
    queryFn: () => fetchPlacementFigures(api, lenderId),
  });
}
