import { useAdminServices } from '../../core/hooks/useAdminServices';
import { usePagedList } from '../../core/hooks/usePagedList';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchAutoAccessPage } from '../api/fetchAutoAccessPage';

/** The auto-access list, read page by page as the user scrolls. */
export function useAutoAccessPages() {
  const { api } = useAdminServices();
  const list = usePagedList(adminQueryKeys.autoAccessPages, (cursor) => fetchAutoAccessPage(api, cursor));
  return { ...list, entries: list.rows };
}
