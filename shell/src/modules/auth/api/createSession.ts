import type { ApiClient, SessionGrant } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * POST /auth/session: exchanges the sign-in code from the callback's fragment for a session. Sent
 * with credentials: the gateway needs this browser's sign-in cookie, and sets the refresh cookie.
 */
export async function createSession(api: ApiClient, code: string): Promise<SessionGrant> {
  const { data, error, response } = await api.POST('/auth/session', { body: { code }, credentials: 'include' });
  if (!data) throw new ApiRequestError('POST /auth/session', response.status, error);
  return data;
}
