import type { ApiClient, SessionGrant } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /auth/refresh: a fresh bearer token for the session this browser's refresh cookie names. */
export async function refreshSession(api: ApiClient): Promise<SessionGrant> {
  const { data, error, response } = await api.POST('/auth/refresh', { credentials: 'include' });
  if (!data) throw new ApiRequestError('POST /auth/refresh', response.status, error);
  return data;
}
