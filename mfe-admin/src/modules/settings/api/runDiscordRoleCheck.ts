import type { ApiClient, DiscordRoleCheckResult } from '@portal/contracts';
import { ApiRequestError } from '../../core/utils/ApiRequestError';

/** POST /admin/discord-roles/check: re-checks every role-admitted member now (409 while a run is in progress). */
export async function runDiscordRoleCheck(api: ApiClient): Promise<DiscordRoleCheckResult> {
  const { data, error, response } = await api.POST('/admin/discord-roles/check');
  if (!data) throw new ApiRequestError('POST /admin/discord-roles/check', response.status, error);
  return data;
}
