import type { ApiClient, DiscordRoleAccess } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/discord-roles: the guild and the roles that grant access. */
export async function fetchDiscordRoleAccess(api: ApiClient): Promise<DiscordRoleAccess> {
  const { data, error, response } = await api.GET('/admin/discord-roles');
  if (!data) throw new ApiRequestError('GET /admin/discord-roles', response.status, error);
  return data;
}
