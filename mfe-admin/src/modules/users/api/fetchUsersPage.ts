import type { ApiClient, UserPage } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** Users per page of the Users tab. */
export const USERS_PAGE_SIZE = 50;

/**
 * GET /admin/users, one page: users newest first, those matching `search` (username, name or
 * e-mail, any case) when given, from `cursor` on; with the next page's cursor and the total.
 */
export async function fetchUsersPage(api: ApiClient, search: string, cursor?: string): Promise<UserPage> {
  const { data, error, response } = await api.GET('/admin/users', {
    params: { query: { limit: USERS_PAGE_SIZE, ...(search ? { search } : {}), ...(cursor ? { cursor } : {}) } },
  });
  if (!data) throw new ApiRequestError('GET /admin/users', response.status, error);
  return data;
}
