import type { ApiClient, AutoAccessUser } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/discord-auto-access: adds one Discord username with optional notes. */
export async function addAutoAccessUser(
  api: ApiClient,
  discordUsername: string,
  notes: string | null,
): Promise<AutoAccessUser> {
  const { data, error, response } = await api.POST('/admin/discord-auto-access', {
    body: { discordUsername, notes },
  });
  if (!data) throw new ApiRequestError('POST /admin/discord-auto-access', response.status, error);
  return data;
}
