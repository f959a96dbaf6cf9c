import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { testGhlConnection } from '../api/testGhlConnection';

/** Whether the CRM (GoHighLevel) answers with the saved credentials. */
export function useGhlConnection() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.ghlConnection, queryFn: () => testGhlConnection(api) });
}
