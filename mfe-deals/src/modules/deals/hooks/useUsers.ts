import { useQuery } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { fetchUsers } from '../api/fetchUsers';
import { dealsQueryKeys } from './dealsQueryKeys';

/** Every user, for the admin's User filter (admins only). */
export function useUsers(enabled: boolean) {
  const { api } = useDealsServices();
  return useQuery({ queryKey: dealsQueryKeys.users, queryFn: () => fetchUsers(api), enabled });
}
