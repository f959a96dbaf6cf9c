import type { ApiClient, GhlPipeline } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/ghl/pipelines: the location's pipelines, with the saved API key. */
export async function fetchGhlPipelines(api: ApiClient): Promise<GhlPipeline[]> {
  const { data, error, response } = await api.GET('/admin/ghl/pipelines');
  if (!data) throw new ApiRequestError('GET /admin/ghl/pipelines', response.status, error);
  return data.pipelines;
}
