import type { ApiClient, User } from '@portal/contracts';
import { ApiRequestError } from '../modules/core/utils/ApiRequestError';

/** GET /auth/me: the user of the token stored on this origin (standalone mode only). */
export async function fetchCurrentUser(api: ApiClient): Promise<User> {
  const { data, error, response } = await api.GET('/auth/me');
  if (!data) throw new ApiRequestError('GET /auth/me', response.status, error);
  return data;
}
