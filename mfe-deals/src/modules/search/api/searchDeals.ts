import type { ApiClient, Deal } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** How many deals the type-ahead shows. */
export const SEARCH_SUGGESTIONS = 8;

/**
 * The first deals matching a search, newest first: GET /deals?q= (a member's own deals) or
 * GET /admin/deals?q= (an admin's: every deal), the same operations the lists use, with a small page.
 */
export async function searchDeals(api: ApiClient, q: string, admin: boolean): Promise<Deal[]> {
  const query = { q, limit: SEARCH_SUGGESTIONS };
  if (admin) {
    const { data, error, response } = await api.GET('/admin/deals', { params: { query } });
    if (!data) throw new ApiRequestError('GET /admin/deals', response.status, error, 'server');
    return data.items;
  }
  const { data, error, response } = await api.GET('/deals', { params: { query } });
  if (!data) throw new ApiRequestError('GET /deals', response.status, error, 'server');
  return data.items;
}
