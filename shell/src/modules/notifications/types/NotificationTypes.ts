import type { components } from '@portal/contracts';

type Schemas = components['schemas'];

/** One entry of the notification centre, as the gateway answers it. */
export type PortalNotification = Schemas['Notification'];
export type NotificationKind = Schemas['NotificationKind'];
/** The kinds a user chooses a channel for (a merge notice, `dealMerged`, is always in the portal). */
export type SwitchableNotificationKind = keyof Schemas['NotificationChannels'];
export type NotificationPage = Schemas['NotificationPage'];
export type NotificationUpdates = Schemas['NotificationUpdates'];
export type NotificationChannel = Schemas['NotificationChannel'];
export type NotificationPreferences = Schemas['NotificationPreferences'];
export type NotificationPreferencesUpdate = Schemas['NotificationPreferencesUpdate'];

/** How the bell hears of new notifications: the event stream, or polling while it is down. */
export type NotificationFeedMode = 'connecting' | 'live' | 'polling';
