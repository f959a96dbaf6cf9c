import { useAdminServices } from '../../core/hooks/useAdminServices';
import { usePagedList } from '../../core/hooks/usePagedList';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchLendersPage } from '../api/fetchLendersPage';
import type { LenderFilters } from '../types/LenderFilters';

/** The Lenders tab's list, read page by page as the admin scrolls; search and filters applied by the gateway. */
export function useLenderPages(filters: LenderFilters) {
  const { api } = useAdminServices();
  const list = usePagedList(adminQueryKeys.lenderPages(filters), (cursor) => fetchLendersPage(api, filters, cursor));
  return { ...list, lenders: list.rows };
}
