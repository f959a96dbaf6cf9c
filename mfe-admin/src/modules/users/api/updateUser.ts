import type { ApiClient, User, UserUpdateRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PUT /admin/users/{id}: one flag per toggle ({isWhitelisted} or {isAdmin}). */
export async function updateUser(api: ApiClient, id: string, changes: UserUpdateRequest): Promise<User> {
  const { data, error, response } = await api.PUT('/admin/users/{id}', { params: { path: { id } }, body: changes });
  if (!data) throw new ApiRequestError('PUT /admin/users/{id}', response.status, error);
  return data;
}
