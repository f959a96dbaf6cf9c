import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { markAllNotificationsRead } from '../api/markAllNotificationsRead';
import { setUnreadCount, updateNotificationsInCache } from '../utils/notificationCache';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';

/** Marks every notification read. */
export function useMarkAllNotificationsRead() {
  const { api } = usePortalServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markAllNotificationsRead(api),
    onSuccess: ({ unreadCount }) => {
      const readAt = new Date().toISOString();
      updateNotificationsInCache(queryClient, (item) => (item.readAt ? item : { ...item, readAt }));
      setUnreadCount(queryClient, unreadCount);
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to mark all notifications as read'));
    },
  });
}
