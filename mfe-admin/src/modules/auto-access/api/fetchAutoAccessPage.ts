import type { ApiClient, AutoAccessPage } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** Entries per page of the auto-access list. */
export const AUTO_ACCESS_PAGE_SIZE = 50;

/** GET /admin/discord-auto-access, one page: newest first from `cursor` on, with the next cursor and the total. */
export async function fetchAutoAccessPage(api: ApiClient, cursor?: string): Promise<AutoAccessPage> {
  const { data, error, response } = await api.GET('/admin/discord-auto-access', {
    params: { query: { limit: AUTO_ACCESS_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
  });
  if (!data) throw new ApiRequestError('GET /admin/discord-auto-access', response.status, error);
  return data;
}
