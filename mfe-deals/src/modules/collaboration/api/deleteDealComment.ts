import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** DELETE /deals/{id}/comments/{commentId}: one's own comment (admins: any). */
export async function deleteDealComment(api: ApiClient, dealId: string, commentId: string): Promise<void> {
  const { error, response } = await api.DELETE('/deals/{id}/comments/{commentId}', {
    params: { path: { id: dealId, commentId } },
  });
  if (!response.ok)
    throw new ApiRequestError('DELETE /deals/{id}/comments/{commentId}', response.status, error, 'server');
}
