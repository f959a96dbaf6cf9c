import type { ApiClient, User } from '@portal/contracts';
import { ApiRequestError, type ApiErrorWording } from '../api/ApiRequestError';

/** GET /auth/me: the user of the token stored on this origin (standalone mode only). */
export async function fetchCurrentUser(api: ApiClient, wording: ApiErrorWording = 'operation'): Promise<User> {
  const { data, error, response } = await api.GET('/auth/me');
  if (!data) throw new ApiRequestError('GET /auth/me', response.status, error, wording);
  return data;
}
