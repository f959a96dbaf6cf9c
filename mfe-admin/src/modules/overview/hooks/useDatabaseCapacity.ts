import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchDatabaseCapacity } from '../api/fetchDatabaseCapacity';

/** The deal count against the embedded database's limit; it changes slowly, read once a visit. */
export function useDatabaseCapacity() {
  const { api } = useAdminServices();
  return useQuery({
    queryKey: adminQueryKeys.databaseCapacity,
    queryFn: () => fetchDatabaseCapacity(api),
    staleTime: 5 * 60_000,
  });
}
