import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchComparisons } from '../api/fetchComparisons';

/** Our deals compared with their GHL opportunities. */
export function useComparisons() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.comparisons, queryFn: () => fetchComparisons(api) });
}
