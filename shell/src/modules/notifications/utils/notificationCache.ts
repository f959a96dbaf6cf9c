import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { notificationQueryKeys } from '../hooks/notificationQueryKeys';
import type { NotificationPage, PortalNotification } from '../types/NotificationTypes';

type Pages = InfiniteData<NotificationPage, string | undefined>;

/** Puts a notification that just arrived at the top of the loaded list (once). */
export function addNotificationToCache(queryClient: QueryClient, notification: PortalNotification): void {
  queryClient.setQueryData<Pages>(notificationQueryKeys.list, (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.items.some((item) => item.id === notification.id))) return data;
    const [first, ...rest] = data.pages;
    return {
      ...data,
      pages: [{ ...first!, items: [notification, ...first!.items], total: first!.total + 1 }, ...rest],
    };
  });
}

/** Replaces notifications in the loaded list (after marking them read). */
export function updateNotificationsInCache(
  queryClient: QueryClient,
  change: (notification: PortalNotification) => PortalNotification,
): void {
  queryClient.setQueryData<Pages>(notificationQueryKeys.list, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(change) })) } : data,
  );
}

export function setUnreadCount(queryClient: QueryClient, count: number): void {
  queryClient.setQueryData<number>(notificationQueryKeys.unread, count);
}
