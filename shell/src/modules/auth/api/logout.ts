import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /auth/logout: revokes the session on the server; with credentials, so the refresh cookie is cleared. */
export async function logout(api: ApiClient): Promise<void> {
  const { data, error, response } = await api.POST('/auth/logout', { credentials: 'include' });
  if (!data) throw new ApiRequestError('POST /auth/logout', response.status, error);
}
