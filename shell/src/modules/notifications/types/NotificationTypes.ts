import type { components } from '@portal/contracts';

type Schemas = components['schemas'];

/** One entry of the notification centre, as the gateway answers it. */
export type PortalNotification = Schemas['Notification'];
export type NotificationKind = Schemas['NotificationKind'];
export type NotificationPage = Schemas['NotificationPage'];
export type NotificationUpdates = Schemas['NotificationUpdates'];
export type NotificationChannel = Schemas['NotificationChannel'];
export type NotificationPreferences = Schemas['NotificationPreferences'];
export type NotificationPreferencesUpdate = Schemas['NotificationPreferencesUpdate'];

/** How the bell hears of new notifications: the event stream, or polling while it is down. */
export type NotificationFeedMode = 'connecting' | 'live' | 'polling';
