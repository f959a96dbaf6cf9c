import type { ApiClient, Lender } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** How many lenders the record dialog offers for one search. */
export const QUOTE_LENDER_LIMIT = 20;

/**
 * GET /admin/lenders (admins): the directory's active lenders whose name starts with the words of
 * `search` (all of them, newest first, when blank), for the lender of a recorded quote.
 */
export async function fetchQuoteLenders(api: ApiClient, search: string): Promise<Lender[]> {
  const q = search.trim();
  const { data, error, response } = await api.GET('/admin/lenders', {
    params: { query: { active: true, limit: QUOTE_LENDER_LIMIT, ...(q ? { q } : {}) } },
  });
  if (!data) throw new ApiRequestError('GET /admin/lenders', response.status, error, 'server');
  return data.items;
}
