import type { ApiClient, DealPlacement } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * GET /deals/{id}/placement: the deal's loan sizing on the default terms of its purpose (Settings)
 * and how many lender programs Match or are Near, without naming any (the caller's own deal; admins any).
 */
export async function fetchDealPlacement(api: ApiClient, dealId: string): Promise<DealPlacement> {
  const { data, error, response } = await api.GET('/deals/{id}/placement', { params: { path: { id: dealId } } });
  if (!data) throw new ApiRequestError('GET /deals/{id}/placement', response.status, error, 'server');
  return data;
}
