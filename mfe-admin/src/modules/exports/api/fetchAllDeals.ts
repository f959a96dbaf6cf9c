import { collectPages, MAX_PAGE_LIMIT, type ApiClient, type Deal } from '@portal/contracts';
import { ApiRequestError } from '../../core/utils/ApiRequestError';

/** GET /admin/deals without filters, every page: every deal, with its creator, for the export. */
export async function fetchAllDeals(api: ApiClient): Promise<Deal[]> {
  return collectPages(async (cursor) => {
    const { data, error, response } = await api.GET('/admin/deals', {
      params: { query: { limit: MAX_PAGE_LIMIT, ...(cursor ? { cursor } : {}) } },
    });
    if (!data) throw new ApiRequestError('GET /admin/deals', response.status, error);
    return data;
  });
}
