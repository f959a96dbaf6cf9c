import type { ApiClient, StaleThresholds } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** DELETE /admin/settings/stale-thresholds: every stage's default threshold applies again. */
export async function resetStaleThresholds(api: ApiClient): Promise<StaleThresholds> {
  const { data, error, response } = await api.DELETE('/admin/settings/stale-thresholds');
  if (!data) throw new ApiRequestError('DELETE /admin/settings/stale-thresholds', response.status, error);
  return data;
}
