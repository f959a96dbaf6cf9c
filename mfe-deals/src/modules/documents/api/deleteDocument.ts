import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** DELETE /documents/{id}. */
export async function deleteDocument(api: ApiClient, id: string): Promise<void> {
  const { error, response } = await api.DELETE('/documents/{id}', { params: { path: { id } } });
  if (!response.ok) throw new ApiRequestError('DELETE /documents/{id}', response.status, error, 'server');
}
