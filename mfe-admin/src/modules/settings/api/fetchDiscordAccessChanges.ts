import type { ApiClient, DiscordAccessChangePage } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** Rows per page of the access-change list. */
export const ACCESS_CHANGES_PAGE_SIZE = 20;

/** GET /admin/discord-roles/changes: one page of access changes made by Discord roles, newest first. */
export async function fetchDiscordAccessChanges(api: ApiClient, cursor?: string): Promise<DiscordAccessChangePage> {
  const { data, error, response } = await api.GET('/admin/discord-roles/changes', {
    params: { query: { limit: ACCESS_CHANGES_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
  });
  if (!data) throw new ApiRequestError('GET /admin/discord-roles/changes', response.status, error);
  return data;
}
