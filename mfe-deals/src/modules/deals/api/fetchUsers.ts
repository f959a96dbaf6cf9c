import type { ApiClient, User } from '@portal/contracts';
import { ApiRequestError } from '../../api/utils/ApiRequestError';

/** GET /admin/users: every user, for the admin's User filter. */
export async function fetchUsers(api: ApiClient): Promise<User[]> {
  const { data, error, response } = await api.GET('/admin/users');
  if (!data) throw new ApiRequestError('GET /admin/users', response.status, error);
  return data;
}
