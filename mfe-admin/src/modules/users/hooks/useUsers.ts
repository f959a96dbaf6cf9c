import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchUsers } from '../api/fetchUsers';

/** Every portal user, all pages at once (the GHL import's owner choice); the Users tab pages instead. */
export function useUsers() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.users, queryFn: () => fetchUsers(api) });
}
