import type { ApiClient, GhlOpportunitiesResult } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * GET /admin/ghl/pipeline/{id}/opportunities: one page (GHL's, 100) of a pipeline's opportunities,
 * with the cursor to the next page (null at the end) and GHL's total.
 */
export async function fetchPipelineOpportunities(
  api: ApiClient,
  pipelineId: string,
  cursor?: string,
): Promise<GhlOpportunitiesResult> {
  const { data, error, response } = await api.GET('/admin/ghl/pipeline/{id}/opportunities', {
    params: { path: { id: pipelineId }, query: cursor ? { cursor } : {} },
  });
  if (!data) throw new ApiRequestError('GET /admin/ghl/pipeline/{id}/opportunities', response.status, error);
  return data;
}
