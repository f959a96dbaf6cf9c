import type { ApiClient, Deal } from '@portal/contracts';
import { ApiRequestError } from '../../api/utils/ApiRequestError';

/** GET /deals: the caller's own deals, newest first. */
export async function fetchMyDeals(api: ApiClient): Promise<Deal[]> {
  const { data, error, response } = await api.GET('/deals');
  if (!data) throw new ApiRequestError('GET /deals', response.status, error);
  return data;
}
