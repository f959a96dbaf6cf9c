import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchGhlPipelines } from '../api/fetchGhlPipelines';

/** The CRM's pipelines to import from. */
export function useGhlPipelines() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.ghlPipelines, queryFn: () => fetchGhlPipelines(api) });
}
