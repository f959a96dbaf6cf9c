import type { ApiClient, DiscordRoleAccess, DiscordRoleAccessRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PUT /admin/discord-roles: the guild and granting roles (a null guild turns role access off). */
export async function saveDiscordRoleAccess(
  api: ApiClient,
  request: DiscordRoleAccessRequest,
): Promise<DiscordRoleAccess> {
  const { data, error, response } = await api.PUT('/admin/discord-roles', { body: request });
  if (!data) throw new ApiRequestError('PUT /admin/discord-roles', response.status, error);
  return data;
}
