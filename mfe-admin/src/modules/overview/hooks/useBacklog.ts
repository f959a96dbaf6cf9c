import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchBacklog } from '../api/fetchBacklog';

/** How often the backlog is read again while the overview is open. */
export const BACKLOG_REFRESH_MS = 30_000;

/** The background backlog (jobs, e-mails, GHL pushes), refreshed while the overview is open. */
export function useBacklog() {
  const { api } = useAdminServices();
  return useQuery({
    queryKey: adminQueryKeys.backlog,
    queryFn: () => fetchBacklog(api),
    refetchInterval: BACKLOG_REFRESH_MS,
  });
}
