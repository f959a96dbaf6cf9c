import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchOverdueFees } from '../api/fetchOverdueFees';

/** The overdue fees, longest overdue first, with their count and sum. */
export function useOverdueFees() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.overdueFees, queryFn: () => fetchOverdueFees(api) });
}
