import { Schema, type Connection, type Model } from 'mongoose';
import type { NotificationChannel, NotificationKind } from '@portal/contracts';
import type { ActorRecord } from '../activity/model';

/** One notification of one recipient (the source of truth every gateway instance streams from). */
export type NotificationRecord = {
  _id: string;
  recipientId: string;
  kind: NotificationKind;
  title: string;
  message: string;
  deal: { id: string; dealId: string; name: string } | null;
  actor: ActorRecord;
  createdAt: Date;
  readAt: Date | null;
};

const notificationSchema = new Schema<NotificationRecord>(
  {
    _id: { type: String, required: true },
    recipientId: { type: String, required: true },
    kind: { type: String, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    deal: { type: Object, default: null },
    actor: { type: Object, required: true },
    createdAt: { type: Date, required: true },
    readAt: { type: Date, default: null },
  },
  { collection: 'notifications', versionKey: false, timestamps: false },
);

export type NotificationModel = Model<NotificationRecord>;
export const notificationModel = (db: Connection): NotificationModel =>
  db.models.Notification ?? db.model<NotificationRecord>('Notification', notificationSchema);

/** A user's choices, keyed by the user's id. */
export type NotificationPreferencesRecord = {
  _id: string;
  channels: Record<NotificationKind, NotificationChannel>;
  dailyDigest: boolean;
  updatedAt: Date;
};

const preferencesSchema = new Schema<NotificationPreferencesRecord>(
  {
    _id: { type: String, required: true },
    channels: { type: Object, required: true },
    dailyDigest: { type: Boolean, required: true },
    updatedAt: { type: Date, required: true },
  },
  { collection: 'notificationpreferences', versionKey: false, timestamps: false },
);

export type NotificationPreferencesModel = Model<NotificationPreferencesRecord>;
export const notificationPreferencesModel = (db: Connection): NotificationPreferencesModel =>
  db.models.NotificationPreferences ??
  db.model<NotificationPreferencesRecord>('NotificationPreferences', preferencesSchema);

export const NOTIFICATION_KINDS: NotificationKind[] = [
  'stageChanged',
  'commentAdded',
  'documentAdded',
  'accessApproved',
  'dealCreated',
  'checklistReviewed',
  'quoteReceived',
  'quoteSelected',
];

export const DEFAULT_CHANNELS = Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, 'inApp'])) as Record<
  NotificationKind,
  NotificationChannel
>;
