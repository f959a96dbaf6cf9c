import type { ApiClient, Backlog } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/backlog: background work that is due and waiting, with the age of the oldest. */
export async function fetchBacklog(api: ApiClient): Promise<Backlog> {
  const { data, error, response } = await api.GET('/admin/backlog');
  if (!data) throw new ApiRequestError('GET /admin/backlog', response.status, error);
  return data;
}
