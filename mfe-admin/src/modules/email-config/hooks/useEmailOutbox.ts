import { useQuery } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchEmailOutbox } from '../api/fetchEmailOutbox';

/** How often the outbox counts are read again while the tab is open. */
export const OUTBOX_REFRESH_MS = 15_000;

/** The outbox counts (pending, failed), refreshed while Email Config is open. */
export function useEmailOutbox() {
  const { api } = useAdminServices();
  return useQuery({
    queryKey: adminQueryKeys.emailOutbox,
    queryFn: () => fetchEmailOutbox(api),
    refetchInterval: OUTBOX_REFRESH_MS,
  });
}
