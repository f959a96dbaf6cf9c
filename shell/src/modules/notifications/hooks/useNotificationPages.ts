import { useInfiniteQuery } from '@tanstack/react-query';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { fetchNotificationsPage } from '../api/fetchNotificationsPage';
import { notificationQueryKeys } from './notificationQueryKeys';

/** Notifications per page of the panel. */
export const NOTIFICATION_PAGE_SIZE = 20;

/** The caller's notifications, newest first, a page at a time (read while the panel is open). */
export function useNotificationPages(enabled: boolean) {
  const { api } = usePortalServices();
  return useInfiniteQuery({
    queryKey: notificationQueryKeys.list,
    queryFn: ({ pageParam }) => fetchNotificationsPage(api, { limit: NOTIFICATION_PAGE_SIZE, cursor: pageParam }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled,
  });
}
