import type { ApiClient, FeeReport } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** The months a report covers (yyyy-MM, both included); none for every fee. */
export type FeeMonthRange = { from?: string; to?: string };

/** GET /admin/fees/report: broker fees by member and month, with totals. */
export async function fetchFeeReport(api: ApiClient, range: FeeMonthRange): Promise<FeeReport> {
  const { data, error, response } = await api.GET('/admin/fees/report', { params: { query: range } });
  if (!data) throw new ApiRequestError('GET /admin/fees/report', response.status, error);
  return data;
}
