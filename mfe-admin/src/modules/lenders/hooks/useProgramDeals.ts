import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchProgramDeals } from '../api/fetchProgramDeals';

/** The open deals that fit a program (under `lenders`, so any directory write reads them again). */
export function useProgramDeals(lenderId: string, programId: string) {
  const { api } = useAdminServices();
  return useQuery({
    queryKey: [...adminQueryKeys.lenders, 'program-deals', lenderId, programId],
    queryFn: () => fetchProgramDeals(api, lenderId, programId),
  });
}
