import type { Analytics, ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/analytics: the platform's figures for the overview. */
export async function fetchAnalytics(api: ApiClient): Promise<Analytics> {
  const { data, error, response } = await api.GET('/admin/analytics');
  if (!data) throw new ApiRequestError('GET /admin/analytics', response.status, error);
  return data;
}
