import type { ApiClient, GhlPipeline } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * POST /admin/ghl/pipelines: the pipelines seen with this API key (the mask means the saved key) in
 * this location (the saved one when left out; GHL lists pipelines per location).
 */
export async function loadGhlPipelines(
  api: ApiClient,
  apiKey: string,
  locationId: string | null,
): Promise<GhlPipeline[]> {
  const { data, error, response } = await api.POST('/admin/ghl/pipelines', {
    body: locationId ? { apiKey, locationId } : { apiKey },
  });
  if (!data) throw new ApiRequestError('POST /admin/ghl/pipelines', response.status, error);
  return data.pipelines;
}
