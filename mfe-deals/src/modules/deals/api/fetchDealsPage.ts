import { MAX_PAGE_LIMIT, type ApiClient, type DealPage } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { DealFilterQuery } from '../utils/filterToQuery';
import { adminDealsQuery } from './adminDealsQuery';

/** Deals on a list's first page: small, so the first rows show soon. */
export const DEALS_PAGE_SIZE = 50;

/**
 * Deals per page after the first, as the list scrolls: the contract's largest page, so that
 * scrolling through a long list takes a few requests rather than one per 50 rows.
 */
export const DEALS_NEXT_PAGE_SIZE = MAX_PAGE_LIMIT;

/** Whose deals a list holds: the caller's own, or (admins) every deal matching a filter. */
export type DealsSource = { kind: 'mine'; q?: string; stale?: true } | { kind: 'all'; query: DealFilterQuery };

/** Which list a page comes from: a source's deals, or only those of one pipeline stage. */
export type DealsListScope = DealsSource & { stage?: string };

/**
 * One page of GET /deals or GET /admin/deals (of one stage when the scope says so): the first
 * (DEALS_PAGE_SIZE rows) without a cursor, else the DEALS_NEXT_PAGE_SIZE rows after `cursor`.
 */
export async function fetchDealsPage(api: ApiClient, scope: DealsListScope, cursor?: string): Promise<DealPage> {
  const paging = {
    limit: cursor ? DEALS_NEXT_PAGE_SIZE : DEALS_PAGE_SIZE,
    ...(cursor ? { cursor } : {}),
    ...(scope.stage ? { stage: scope.stage } : {}),
  };
  if (scope.kind === 'mine') {
    const query = { ...paging, ...(scope.q ? { q: scope.q } : {}), ...(scope.stale ? { stale: true } : {}) };
    const { data, error, response } = await api.GET('/deals', { params: { query } });
    if (!data) throw new ApiRequestError('GET /deals', response.status, error, 'server');
    return data;
  }
  const { data, error, response } = await api.GET('/admin/deals', {
    params: { query: { ...adminDealsQuery(scope.query), ...paging } },
  });
  if (!data) throw new ApiRequestError('GET /admin/deals', response.status, error, 'server');
  return data;
}
