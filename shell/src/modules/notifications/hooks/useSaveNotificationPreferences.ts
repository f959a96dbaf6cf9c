import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { saveNotificationPreferences } from '../api/saveNotificationPreferences';
import type { NotificationPreferencesUpdate } from '../types/NotificationTypes';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { notificationQueryKeys } from './notificationQueryKeys';

/** Saves the caller's notification preferences. */
export function useSaveNotificationPreferences() {
  const { api } = usePortalServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: NotificationPreferencesUpdate) => saveNotificationPreferences(api, update),
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationQueryKeys.preferences, saved);
      toast.success('Notification preferences saved');
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to save notification preferences'));
    },
  });
}
