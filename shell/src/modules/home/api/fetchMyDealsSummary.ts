import type { ApiClient, DealsSummary } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /deals/summary: the caller's deal figures and latest stage changes (read from their rollup). */
export async function fetchMyDealsSummary(api: ApiClient): Promise<DealsSummary> {
  const { data, error, response } = await api.GET('/deals/summary');
  if (!data) throw new ApiRequestError('GET /deals/summary', response.status, error);
  return data;
}
