import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchAutoAccessUsers } from '../api/fetchAutoAccessUsers';

/** The auto-access list. */
export function useAutoAccessUsers() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.autoAccess, queryFn: () => fetchAutoAccessUsers(api) });
}
