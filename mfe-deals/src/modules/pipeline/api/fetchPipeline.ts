import type { ApiClient, DealPipeline } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { adminDealsQuery } from '../../deals/api/adminDealsQuery';
import type { DealsSource } from '../../deals/api/fetchDealsPage';

/**
 * GET /deals/pipeline or GET /admin/deals/pipeline: the stage headers of a source's deals; with
 * `pageLimit`, each stage also carries the first page of its deals (`firstPage`).
 */
export async function fetchPipeline(api: ApiClient, source: DealsSource, pageLimit?: number): Promise<DealPipeline> {
  const paging = pageLimit ? { pageLimit } : {};
  if (source.kind === 'mine') {
    const query = { ...paging, ...(source.q ? { q: source.q } : {}), ...(source.stale ? { stale: true } : {}) };
    const { data, error, response } = await api.GET('/deals/pipeline', { params: { query } });
    if (!data) throw new ApiRequestError('GET /deals/pipeline', response.status, error, 'server');
    return data;
  }
  const { data, error, response } = await api.GET('/admin/deals/pipeline', {
    params: { query: { ...adminDealsQuery(source.query), ...paging } },
  });
  if (!data) throw new ApiRequestError('GET /admin/deals/pipeline', response.status, error, 'server');
  return data;
}
