import type { ApiClient, DealFeeRequest, DealFeeResult, Earnings } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /deals/{id}/fee: the deal's fee (the caller's own deal; admins any); `fee` is null until recorded. */
export async function fetchDealFee(api: ApiClient, dealId: string): Promise<DealFeeResult> {
  const { data, error, response } = await api.GET('/deals/{id}/fee', { params: { path: { id: dealId } } });
  if (!data) throw new ApiRequestError('GET /deals/{id}/fee', response.status, error, 'server');
  return data;
}

/** PUT /admin/deals/{id}/fee (admins): sets the fields it names (null clears one); the fee as it is now. */
export async function saveDealFee(api: ApiClient, dealId: string, request: DealFeeRequest): Promise<DealFeeResult> {
  const { data, error, response } = await api.PUT('/admin/deals/{id}/fee', {
    params: { path: { id: dealId } },
    body: request,
  });
  if (!data) throw new ApiRequestError('PUT /admin/deals/{id}/fee', response.status, error, 'server');
  return data;
}

/** GET /earnings: the caller's own earnings from broker fees. */
export async function fetchMyEarnings(api: ApiClient): Promise<Earnings> {
  const { data, error, response } = await api.GET('/earnings');
  if (!data) throw new ApiRequestError('GET /earnings', response.status, error, 'server');
  return data;
}
