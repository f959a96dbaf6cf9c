import type { ApiClient, DiscordGuildRoles } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/discord-roles/guild-roles: the guild's roles read with the bot token, highest first. */
export async function fetchDiscordGuildRoles(api: ApiClient, guildId: string): Promise<DiscordGuildRoles> {
  const { data, error, response } = await api.GET('/admin/discord-roles/guild-roles', {
    params: { query: { guildId } },
  });
  if (!data) throw new ApiRequestError('GET /admin/discord-roles/guild-roles', response.status, error);
  return data;
}
