import type { ApiClient, LenderDetail } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/lenders/{id}: the lender with its programs (by name) and contacts. */
export async function fetchLender(api: ApiClient, id: string): Promise<LenderDetail> {
  const { data, error, response } = await api.GET('/admin/lenders/{id}', { params: { path: { id } } });
  if (!data) throw new ApiRequestError('GET /admin/lenders/{id}', response.status, error);
  return data;
}
