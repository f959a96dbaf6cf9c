import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { notificationSettingsContext } from '../states/notificationSettingsContext';

// The dialog loads when first opened: the signed-in frame does not carry it.
const NotificationPreferencesDialog = lazy(() =>
  import('./NotificationPreferencesDialog').then((module) => ({ default: module.NotificationPreferencesDialog })),
);

export type NotificationSettingsProviderProps = { children: ReactNode };

/** Holds the notification preferences dialog, which the user menu and the bell's panel open. */
export function NotificationSettingsProvider({ children }: NotificationSettingsProviderProps) {
  const [open, setOpen] = useState(false);
  const openSettings = useCallback(() => setOpen(true), []);
  const controls = useMemo(() => ({ openSettings }), [openSettings]);
  return (
    <notificationSettingsContext.Provider value={controls}>
      {children}
      {open && (
        <Suspense fallback={null}>
          <NotificationPreferencesDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </notificationSettingsContext.Provider>
  );
}
