import type { ApiClient, Deal } from '@portal/contracts';
import { ApiRequestError } from '../../core/utils/ApiRequestError';

/** GET /admin/deals without filters: every deal, with its creator, for the export. */
export async function fetchAllDeals(api: ApiClient): Promise<Deal[]> {
  const { data, error, response } = await api.GET('/admin/deals');
  if (!data) throw new ApiRequestError('GET /admin/deals', response.status, error);
  return data;
}
