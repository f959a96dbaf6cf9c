import type { ApiClient, DealPage } from '@portal/contracts';
import { ApiRequestError } from '../../api/utils/ApiRequestError';
import type { DealFilterQuery } from '../utils/filterToQuery';

/** Deals per page as the lists scroll. */
export const DEALS_PAGE_SIZE = 50;

/** Whose deals a list holds: the caller's own, or (admins) every deal matching a filter. */
export type DealsSource = { kind: 'mine' } | { kind: 'all'; query: DealFilterQuery };

/** Which list a page comes from: a source's deals, or only those of one pipeline stage. */
export type DealsListScope = DealsSource & { stage?: string };

/** One page of GET /deals or GET /admin/deals (of one stage when the scope says so), after `cursor`. */
export async function fetchDealsPage(api: ApiClient, scope: DealsListScope, cursor?: string): Promise<DealPage> {
  const paging = {
    limit: DEALS_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
    ...(scope.stage ? { stage: scope.stage } : {}),
  };
  if (scope.kind === 'mine') {
    const { data, error, response } = await api.GET('/deals', { params: { query: paging } });
    if (!data) throw new ApiRequestError('GET /deals', response.status, error);
    return data;
  }
  const { data, error, response } = await api.GET('/admin/deals', { params: { query: { ...scope.query, ...paging } } });
  if (!data) throw new ApiRequestError('GET /admin/deals', response.status, error);
  return data;
}
