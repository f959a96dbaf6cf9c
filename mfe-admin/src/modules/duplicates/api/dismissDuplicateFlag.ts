import type { ApiClient, DuplicateFlag } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/duplicates/{id}/dismiss: the flag is resolved as not a duplicate. */
export async function dismissDuplicateFlag(api: ApiClient, id: string): Promise<DuplicateFlag> {
  const { data, error, response } = await api.POST('/admin/duplicates/{id}/dismiss', { params: { path: { id } } });
  if (!data) throw new ApiRequestError('POST /admin/duplicates/{id}/dismiss', response.status, error);
  return data;
}
