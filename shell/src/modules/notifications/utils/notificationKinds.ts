import type { NotificationChannel, SwitchableNotificationKind } from '../types/NotificationTypes';

/** The kinds a user can set, in the order shown, with what each is about; `adminOnly` kinds are for admins. */
export const NOTIFICATION_KINDS: readonly { kind: SwitchableNotificationKind; label: string; adminOnly?: boolean }[] = [
  { kind: 'stageChanged', label: 'Your deal’s stage or status changes' },
  { kind: 'commentAdded', label: 'A comment is added to your deal (admins: to any deal)' },
  { kind: 'documentAdded', label: 'Someone else adds a document to your deal (admins: to any deal)' },
  { kind: 'accessApproved', label: 'Your access to the portal is approved' },
  { kind: 'dealCreated', label: 'A new deal is created', adminOnly: true },
  { kind: 'checklistReviewed', label: 'An admin accepts or rejects a document of your deal’s checklist' },
  { kind: 'quoteReceived', label: 'A lender quotes on your deal' },
  { kind: 'quoteSelected', label: 'A lender’s quote is selected for your deal' },
];

export const NOTIFICATION_CHANNELS: readonly { channel: NotificationChannel; label: string }[] = [
  { channel: 'inApp', label: 'In the portal only' },
  { channel: 'email', label: 'Portal and e-mail' },
  { channel: 'off', label: 'Off' },
];
