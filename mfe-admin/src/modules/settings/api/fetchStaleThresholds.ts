import type { ApiClient, StaleThresholds } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/settings/stale-thresholds: per stage, the days in stage after which a deal is stale. */
export async function fetchStaleThresholds(api: ApiClient): Promise<StaleThresholds> {
  const { data, error, response } = await api.GET('/admin/settings/stale-thresholds');
  if (!data) throw new ApiRequestError('GET /admin/settings/stale-thresholds', response.status, error);
  return data;
}
