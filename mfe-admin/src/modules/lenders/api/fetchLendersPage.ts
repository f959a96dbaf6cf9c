import type { ApiClient, LenderPage } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { LenderFilters } from '../types/LenderFilters';

/** Lenders per page of the Lenders tab. */
export const LENDERS_PAGE_SIZE = 50;

/**
 * GET /admin/lenders, one page: lenders newest first under the search and filters, from `cursor`
 * on; with the next page's cursor and the total.
 */
export async function fetchLendersPage(api: ApiClient, filters: LenderFilters, cursor?: string): Promise<LenderPage> {
  const { data, error, response } = await api.GET('/admin/lenders', {
    params: {
      query: {
        limit: LENDERS_PAGE_SIZE,
        ...(filters.q ? { q: filters.q } : {}),
        ...(filters.type ? { type: filters.type } : {}),
        ...(filters.active ? { active: filters.active === 'active' } : {}),
        ...(filters.state ? { state: filters.state } : {}),
        ...(filters.propertyType ? { propertyType: filters.propertyType } : {}),
        ...(filters.loanPurpose ? { loanPurpose: filters.loanPurpose } : {}),
        ...(cursor ? { cursor } : {}),
      },
    },
  });
  if (!data) throw new ApiRequestError('GET /admin/lenders', response.status, error);
  return data;
}
