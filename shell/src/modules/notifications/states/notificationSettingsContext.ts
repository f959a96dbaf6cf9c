import { createContext } from 'react';

export type NotificationSettingsControls = {
  /** Opens the notification preferences dialog (from the user menu or the bell's panel). */
  openSettings: () => void;
};

export const notificationSettingsContext = createContext<NotificationSettingsControls | null>(null);
