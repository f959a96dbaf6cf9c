import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchAnalytics } from '../api/fetchAnalytics';

/** The overview's figures (also how many deals and users there are to export). */
export function useAnalytics() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.analytics, queryFn: () => fetchAnalytics(api) });
}
