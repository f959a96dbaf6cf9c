import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchPipelineOpportunities } from '../api/fetchPipelineOpportunities';

/** The chosen pipeline's opportunities (nothing is loaded until a pipeline is chosen). */
export function usePipelineOpportunities(pipelineId: string) {
  const { api } = useAdminServices();
  return useQuery({
    queryKey: adminQueryKeys.pipelineOpportunities(pipelineId),
    queryFn: () => fetchPipelineOpportunities(api, pipelineId),
    enabled: pipelineId !== '',
  });
}
