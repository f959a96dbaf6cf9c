import type { ApiClient, DiscordRoleCheckRun } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * POST /admin/discord-roles/check: starts a re-check of every role-admitted member and answers the
 * run at once (202, running); 409 while a run is in progress, with role access off or no bot token.
 */
export async function runDiscordRoleCheck(api: ApiClient): Promise<DiscordRoleCheckRun> {
  const { data, error, response } = await api.POST('/admin/discord-roles/check');
  if (!data) throw new ApiRequestError('POST /admin/discord-roles/check', response.status, error);
  return data;
}
