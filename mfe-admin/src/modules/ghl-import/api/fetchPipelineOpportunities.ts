import type { ApiClient, GhlOpportunity } from '@portal/contracts';
import { ApiRequestError } from '../../core/utils/ApiRequestError';

/** GET /admin/ghl/pipeline/{id}/opportunities: one pipeline's opportunities, newest first. */
export async function fetchPipelineOpportunities(api: ApiClient, pipelineId: string): Promise<GhlOpportunity[]> {
  const { data, error, response } = await api.GET('/admin/ghl/pipeline/{id}/opportunities', {
    params: { path: { id: pipelineId } },
  });
  if (!data) throw new ApiRequestError('GET /admin/ghl/pipeline/{id}/opportunities', response.status, error);
  return data.opportunities;
}
