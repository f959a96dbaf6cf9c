import { collectPages, MAX_PAGE_LIMIT, type ApiClient, type User } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/users, every page: every user, for the admin's User filter. */
export async function fetchUsers(api: ApiClient): Promise<User[]> {
  return collectPages(async (cursor) => {
    const { data, error, response } = await api.GET('/admin/users', {
      params: { query: { limit: MAX_PAGE_LIMIT, ...(cursor ? { cursor } : {}) } },
    });
    if (!data) throw new ApiRequestError('GET /admin/users', response.status, error, 'server');
    return data;
  });
}
