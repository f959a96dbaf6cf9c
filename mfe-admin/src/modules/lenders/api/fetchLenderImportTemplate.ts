import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/lenders/import/template: the import's header line and two example rows. */
export async function fetchLenderImportTemplate(api: ApiClient): Promise<Blob> {
  const { data, error, response } = await api.GET('/admin/lenders/import/template', { parseAs: 'blob' });
  if (!response.ok) throw new ApiRequestError('GET /admin/lenders/import/template', response.status, error);
  return data ?? new Blob([], { type: 'text/csv' });
}
