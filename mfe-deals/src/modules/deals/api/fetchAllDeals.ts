import type { ApiClient, Deal } from '@portal/contracts';
import { ApiRequestError } from '../../api/utils/ApiRequestError';
import type { DealFilterQuery } from '../utils/filterToQuery';

/** GET /admin/deals: every deal matching the admin's filters (server-side), with its creator. */
export async function fetchAllDeals(api: ApiClient, query: DealFilterQuery): Promise<Deal[]> {
  const { data, error, response } = await api.GET('/admin/deals', { params: { query } });
  if (!data) throw new ApiRequestError('GET /admin/deals', response.status, error);
  return data;
}
