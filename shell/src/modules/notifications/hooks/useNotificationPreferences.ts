import { useQuery } from '@tanstack/react-query';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { fetchNotificationPreferences } from '../api/fetchNotificationPreferences';
import { notificationQueryKeys } from './notificationQueryKeys';

/** The caller's notification preferences. */
export function useNotificationPreferences() {
  const { api } = usePortalServices();
  return useQuery({
    queryKey: notificationQueryKeys.preferences,
    queryFn: () => fetchNotificationPreferences(api),
  });
}
