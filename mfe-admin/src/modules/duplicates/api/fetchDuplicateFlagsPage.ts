import type { ApiClient, DuplicateFlagPage, DuplicateFlagStatus } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** Flags per page, as the other admin lists read them. */
export const DUPLICATE_FLAGS_PAGE_SIZE = 50;

/** GET /admin/duplicates: one page of flags of a status (newest first). */
export async function fetchDuplicateFlagsPage(
  api: ApiClient,
  status: DuplicateFlagStatus,
  cursor?: string,
): Promise<DuplicateFlagPage> {
  const { data, error, response } = await api.GET('/admin/duplicates', {
    params: { query: { status, limit: DUPLICATE_FLAGS_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
  });
  if (!data) throw new ApiRequestError('GET /admin/duplicates', response.status, error);
  return data;
}
