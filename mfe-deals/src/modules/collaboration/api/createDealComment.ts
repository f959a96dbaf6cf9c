import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { DealComment } from '../types/CollaborationTypes';

/** POST /deals/{id}/comments: the comment as stored (its author is always the caller). */
export async function createDealComment(api: ApiClient, dealId: string, body: string): Promise<DealComment> {
  const { data, error, response } = await api.POST('/deals/{id}/comments', {
    params: { path: { id: dealId } },
    body: { body },
  });
  if (!data) throw new ApiRequestError('POST /deals/{id}/comments', response.status, error, 'server');
  return data;
}
