import type { ApiClient, DealsSummary } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { DashboardSource } from '../types/DashboardSource';

/**
 * GET /deals/summary (the member's own deals) or GET /admin/deals/summary (every deal, or one
 * member's): the dashboard's figures, which the gateway reads from a rollup, not from the deals.
 */
export async function fetchDealsSummary(api: ApiClient, source: DashboardSource): Promise<DealsSummary> {
  if (source.kind === 'mine') {
    const { data, error, response } = await api.GET('/deals/summary');
    if (!data) throw new ApiRequestError('GET /deals/summary', response.status, error, 'server');
    return data;
  }
  const { data, error, response } = await api.GET('/admin/deals/summary', {
    params: { query: source.userId ? { userId: source.userId } : {} },
  });
  if (!data) throw new ApiRequestError('GET /admin/deals/summary', response.status, error, 'server');
  return data;
}
