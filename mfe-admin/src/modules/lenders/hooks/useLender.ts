import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchLender } from '../api/fetchLender';

/** One lender with its programs and contacts (the lender page). */
export function useLender(id: string) {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.lender(id), queryFn: () => fetchLender(api, id) });
}
