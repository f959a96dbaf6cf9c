import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { markNotificationRead } from '../api/markNotificationRead';
import { setUnreadCount, updateNotificationsInCache } from '../utils/notificationCache';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';

/** Marks one notification read (the bell's count follows the gateway's answer). */
export function useMarkNotificationRead() {
  const { api } = usePortalServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(api, id),
    onSuccess: ({ notification, unreadCount }) => {
      updateNotificationsInCache(queryClient, (item) => (item.id === notification.id ? notification : item));
      setUnreadCount(queryClient, unreadCount);
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to mark the notification as read'));
    },
  });
}
