import { collectPages, MAX_PAGE_LIMIT, type ApiClient, type Deal } from '@portal/contracts';
import { ApiRequestError } from '../../api/utils/ApiRequestError';

/** GET /deals, every page: the caller's own deals, newest first. */
export async function fetchMyDeals(api: ApiClient): Promise<Deal[]> {
  return collectPages(async (cursor) => {
    const { data, error, response } = await api.GET('/deals', {
      params: { query: { limit: MAX_PAGE_LIMIT, ...(cursor ? { cursor } : {}) } },
    });
    if (!data) throw new ApiRequestError('GET /deals', response.status, error);
    return data;
  });
}
