import { collectPages, MAX_PAGE_LIMIT, type ApiClient, type Deal } from '@portal/contracts';
import { ApiRequestError } from '../../api/utils/ApiRequestError';
import type { DealFilterQuery } from '../utils/filterToQuery';
import { adminDealsQuery } from './adminDealsQuery';

/** GET /admin/deals, every page: every deal matching the admin's filters (server-side), with its creator. */
export async function fetchAllDeals(api: ApiClient, query: DealFilterQuery): Promise<Deal[]> {
  return collectPages(async (cursor) => {
    const { data, error, response } = await api.GET('/admin/deals', {
      params: { query: { ...adminDealsQuery(query), limit: MAX_PAGE_LIMIT, ...(cursor ? { cursor } : {}) } },
    });
    if (!data) throw new ApiRequestError('GET /admin/deals', response.status, error);
    return data;
  });
}
