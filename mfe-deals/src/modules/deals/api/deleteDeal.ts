import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** DELETE /deals/{id}: deletes one of the caller's own deals and its documents. */
export async function deleteDeal(api: ApiClient, id: string): Promise<void> {
  const { error, response } = await api.DELETE('/deals/{id}', { params: { path: { id } } });
  if (!response.ok) throw new ApiRequestError('DELETE /deals/{id}', response.status, error, 'server');
}
