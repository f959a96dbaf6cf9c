import type { ApiClient, Deal, DealCreateRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /deals: creates a deal for the caller; the answer's `id` is used for uploads. */
export async function createDeal(api: ApiClient, body: DealCreateRequest): Promise<Deal> {
  const { data, error, response } = await api.POST('/deals', { body });
  if (!data) throw new ApiRequestError('POST /deals', response.status, error, 'server');
  return data;
}
