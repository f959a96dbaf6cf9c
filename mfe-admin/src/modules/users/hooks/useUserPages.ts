import { useAdminServices } from '../../core/hooks/useAdminServices';
import { usePagedList } from '../../core/hooks/usePagedList';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchUsersPage } from '../api/fetchUsersPage';

/**
 * The Users tab's list, read page by page as the user scrolls; `search` is applied by the gateway.
 * While a new search's first page loads, the previous rows stay on screen.
 */
export function useUserPages(search: string) {
  const { api } = useAdminServices();
  const list = usePagedList(adminQueryKeys.userPages(search), (cursor) => fetchUsersPage(api, search, cursor));
  return { ...list, users: list.rows };
}
