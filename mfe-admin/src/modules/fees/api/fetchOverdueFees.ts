import type { ApiClient, OverdueFees } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/fees/overdue: the overdue fees, longest overdue first, with their count and sum. */
export async function fetchOverdueFees(api: ApiClient): Promise<OverdueFees> {
  const { data, error, response } = await api.GET('/admin/fees/overdue');
  if (!data) throw new ApiRequestError('GET /admin/fees/overdue', response.status, error);
  return data;
}
