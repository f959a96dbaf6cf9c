import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { DealComment } from '../types/CollaborationTypes';

/** PUT /deals/{id}/comments/{commentId}: the author's edit within 5 minutes of posting. */
export async function updateDealComment(
  api: ApiClient,
  dealId: string,
  commentId: string,
  body: string,
): Promise<DealComment> {
  const { data, error, response } = await api.PUT('/deals/{id}/comments/{commentId}', {
    params: { path: { id: dealId, commentId } },
    body: { body },
  });
  if (!data) throw new ApiRequestError('PUT /deals/{id}/comments/{commentId}', response.status, error, 'server');
  return data;
}
