import type { ApiClient, FeeSettings } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/settings/fees: the default broker share, the overdue days, the stage probabilities and the shipped values. */
export async function fetchFeeSettings(api: ApiClient): Promise<FeeSettings> {
  const { data, error, response } = await api.GET('/admin/settings/fees');
  if (!data) throw new ApiRequestError('GET /admin/settings/fees', response.status, error);
  return data;
}
