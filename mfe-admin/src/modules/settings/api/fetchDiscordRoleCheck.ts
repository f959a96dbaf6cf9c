import type { ApiClient, DiscordRoleCheckRun } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/discord-roles/check: the latest run of the role check and how far it got. */
export async function fetchDiscordRoleCheck(api: ApiClient): Promise<DiscordRoleCheckRun> {
  const { data, error, response } = await api.GET('/admin/discord-roles/check');
  if (!data) throw new ApiRequestError('GET /admin/discord-roles/check', response.status, error);
  return data;
}
