import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '../../runtime/utils/ApiRequestError';

/** POST /auth/logout: revokes the token on the server. */
export async function logout(api: ApiClient): Promise<void> {
  const { data, error, response } = await api.POST('/auth/logout');
  if (!data) throw new ApiRequestError('POST /auth/logout', response.status, error);
}
