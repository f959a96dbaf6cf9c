import type { ApiClient, User } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /auth/me: the signed-in user. */
export async function fetchCurrentUser(api: ApiClient): Promise<User> {
  const { data, error, response } = await api.GET('/auth/me');
  if (!data) throw new ApiRequestError('GET /auth/me', response.status, error);
  return data;
}
