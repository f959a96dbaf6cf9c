import type { ApiClient, DealMatches } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * GET /admin/deals/{id}/matches (admins): the lender programs that Match the deal or are Near, Match
 * first, with their lenders, contacts and each criterion judged.
 */
export async function fetchDealMatches(api: ApiClient, dealId: string): Promise<DealMatches> {
  const { data, error, response } = await api.GET('/admin/deals/{id}/matches', {
    params: { path: { id: dealId } },
  });
  if (!data) throw new ApiRequestError('GET /admin/deals/{id}/matches', response.status, error, 'server');
  return data;
}
