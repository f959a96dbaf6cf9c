import { useContext } from 'react';
import { notificationSettingsContext, type NotificationSettingsControls } from '../states/notificationSettingsContext';

/** Opens the notification preferences dialog. */
export function useNotificationSettings(): NotificationSettingsControls {
  const controls = useContext(notificationSettingsContext);
  if (!controls) throw new Error('useNotificationSettings must be used inside <NotificationSettingsProvider>.');
  return controls;
}
