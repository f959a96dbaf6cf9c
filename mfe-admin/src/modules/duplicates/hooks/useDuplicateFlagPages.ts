import type { DuplicateFlagStatus } from '@portal/contracts';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { usePagedList } from '../../core/hooks/usePagedList';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchDuplicateFlagsPage } from '../api/fetchDuplicateFlagsPage';

/** The flags of one status, 50 at a time, newest first. */
export function useDuplicateFlagPages(status: DuplicateFlagStatus) {
  const { api } = useAdminServices();
  return usePagedList(adminQueryKeys.duplicateFlagPages(status), (cursor) =>
    fetchDuplicateFlagsPage(api, status, cursor),
  );
}
