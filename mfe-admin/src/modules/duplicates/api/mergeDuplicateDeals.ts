import type { ApiClient, DuplicateMergeRequest, DuplicateMergeResult } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/duplicates/{id}/merge: one deal of the flag is kept, the other moved into it and removed. */
export async function mergeDuplicateDeals(
  api: ApiClient,
  id: string,
  request: DuplicateMergeRequest,
): Promise<DuplicateMergeResult> {
  const { data, error, response } = await api.POST('/admin/duplicates/{id}/merge', {
    params: { path: { id } },
    body: request,
  });
  if (!data) throw new ApiRequestError('POST /admin/duplicates/{id}/merge', response.status, error);
  return data;
}
