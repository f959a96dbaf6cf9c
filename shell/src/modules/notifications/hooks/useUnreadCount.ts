import { useQuery } from '@tanstack/react-query';
import { useBackgroundCallsReady } from '../../runtime/hooks/useBackgroundCallsReady';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { fetchNotificationUpdates } from '../api/fetchNotificationUpdates';
import { notificationQueryKeys } from './notificationQueryKeys';

/**
 * The caller's unread notifications; the feed (stream or polling) keeps it current. Asked for
 * once the landing page's first request has had its turn (useBackgroundCallsReady).
 */
export function useUnreadCount() {
  const { api } = usePortalServices();
  const ready = useBackgroundCallsReady();
  return useQuery({
    queryKey: notificationQueryKeys.unread,
    queryFn: async () => (await fetchNotificationUpdates(api, null)).unreadCount,
    staleTime: Infinity,
    enabled: ready,
  });
}
