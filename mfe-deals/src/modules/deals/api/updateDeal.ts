import type { ApiClient, Deal, DealUpdateRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PUT /deals/{id}: edits one of the caller's own deals. */
export async function updateDeal(api: ApiClient, id: string, body: DealUpdateRequest): Promise<Deal> {
  const { data, error, response } = await api.PUT('/deals/{id}', { params: { path: { id } }, body });
  if (!data) throw new ApiRequestError('PUT /deals/{id}', response.status, error, 'server');
  return data;
}
