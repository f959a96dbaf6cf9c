import type { ApiClient, StaleThresholds, StaleThresholdsRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PUT /admin/settings/stale-thresholds: the stages named get their days (null: never stale). */
export async function saveStaleThresholds(api: ApiClient, request: StaleThresholdsRequest): Promise<StaleThresholds> {
  const { data, error, response } = await api.PUT('/admin/settings/stale-thresholds', { body: request });
  if (!data) throw new ApiRequestError('PUT /admin/settings/stale-thresholds', response.status, error);
  return data;
}
