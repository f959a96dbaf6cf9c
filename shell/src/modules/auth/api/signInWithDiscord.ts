import type { ApiClient, SignInResult } from '@portal/contracts';
import { ApiRequestError } from '../../runtime/utils/ApiRequestError';

/**
 * POST /auth/discord: exchanges a Discord authorization code for a portal token. Used when the
 * deployment sends Discord's redirect to the shell (DISCORD_REDIRECT_URI on the shell) instead of
 * the gateway's callback.
 */
export async function signInWithDiscord(api: ApiClient, code: string): Promise<SignInResult> {
  const { data, error, response } = await api.POST('/auth/discord', { body: { code } });
  if (!data) throw new ApiRequestError('POST /auth/discord', response.status, error);
  return data;
}
