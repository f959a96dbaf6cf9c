import type { ApiClient, AutoAccessUser } from '@portal/contracts';
import { ApiRequestError } from '../../core/utils/ApiRequestError';

/** GET /admin/discord-auto-access: the names admitted automatically, newest first. */
export async function fetchAutoAccessUsers(api: ApiClient): Promise<AutoAccessUser[]> {
  const { data, error, response } = await api.GET('/admin/discord-auto-access');
  if (!data) throw new ApiRequestError('GET /admin/discord-auto-access', response.status, error);
  return data;
}
