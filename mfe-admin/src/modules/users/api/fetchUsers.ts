import type { ApiClient, User } from '@portal/contracts';
import { ApiRequestError } from '../../core/utils/ApiRequestError';

/** GET /admin/users: every user, newest first. */
export async function fetchUsers(api: ApiClient): Promise<User[]> {
  const { data, error, response } = await api.GET('/admin/users');
  if (!data) throw new ApiRequestError('GET /admin/users', response.status, error);
  return data;
}
