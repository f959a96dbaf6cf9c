import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchUsers } from '../api/fetchUsers';

/** Every portal user (the Users tab, the import's owner choice and the users export). */
export function useUsers() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.users, queryFn: () => fetchUsers(api) });
}
