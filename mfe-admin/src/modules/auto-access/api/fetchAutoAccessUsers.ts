import { collectPages, MAX_PAGE_LIMIT, type ApiClient, type AutoAccessUser } from '@portal/contracts';
import { ApiRequestError } from '../../core/utils/ApiRequestError';

/** GET /admin/discord-auto-access, every page: the names admitted automatically, newest first. */
export async function fetchAutoAccessUsers(api: ApiClient): Promise<AutoAccessUser[]> {
  return collectPages(async (cursor) => {
    const { data, error, response } = await api.GET('/admin/discord-auto-access', {
      params: { query: { limit: MAX_PAGE_LIMIT, ...(cursor ? { cursor } : {}) } },
    });
    if (!data) throw new ApiRequestError('GET /admin/discord-auto-access', response.status, error);
    return data;
  });
}
