import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** A JPG or PNG document's bytes for the preview (`disposition=inline`, so typed as the image it is). */
export async function fetchPreviewImage(api: ApiClient, id: string): Promise<Blob> {
  const { data, error, response } = await api.GET('/documents/{id}/download', {
    params: { path: { id }, query: { disposition: 'inline' } },
    parseAs: 'blob',
  });
  if (!response.ok) throw new ApiRequestError('GET /documents/{id}/download', response.status, error, 'server');
  return data instanceof Blob ? data : new Blob([]);
}
