import { useQuery } from '@tanstack/react-query';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { fetchNotificationUpdates } from '../api/fetchNotificationUpdates';
import { notificationQueryKeys } from './notificationQueryKeys';

/** The caller's unread notifications; the feed (stream or polling) keeps it current. */
export function useUnreadCount() {
  const { api } = usePortalServices();
  return useQuery({
    queryKey: notificationQueryKeys.unread,
    queryFn: async () => (await fetchNotificationUpdates(api, null)).unreadCount,
    staleTime: Infinity,
  });
}
