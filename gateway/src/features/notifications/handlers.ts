import { errorResponse } from '../../http/errors';
import type { StrictServer } from '../../http/strict';
import type { NotificationService } from './service';
import type { NotificationStreams } from './streams';

/** The caller's notifications, their stream and their preferences. */
export function createNotificationHandlers(deps: { notifications: NotificationService; streams: NotificationStreams }) {
  const { notifications } = deps;
  return {
    async listNotifications({ query }, { user }) {
      const result = await notifications.list(user, query);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async getNotificationUpdates({ query }, { user }) {
      return { status: 200, body: await notifications.updates(user, query.since) };
    },

    async streamNotifications({ headers }, { user, sessionId }) {
      const stream = await deps.streams.open(user.id, sessionId, headers['Last-Event-ID']);
      return {
        status: 200,
        body: { stream, contentType: 'text/event-stream; charset=utf-8' },
        // Proxies (nginx) must pass events on as they come.
        headers: { 'X-Accel-Buffering': 'no' },
      };
    },

    async markNotificationRead({ params }, { user }) {
      const result = await notifications.markRead(user, params.id);
      if (!result.ok) return errorResponse(result.error);
      return { status: 200, body: result.value };
    },

    async markAllNotificationsRead(_request, { user }) {
      return { status: 200, body: await notifications.markAllRead(user) };
    },

    async getNotificationPreferences(_request, { user }) {
      return { status: 200, body: await notifications.getPreferences(user) };
    },

    async updateNotificationPreferences({ body }, { user }) {
      return { status: 200, body: await notifications.updatePreferences(user, body) };
    },
  } satisfies Pick<
    StrictServer,
    | 'listNotifications'
    | 'getNotificationUpdates'
    | 'streamNotifications'
    | 'markNotificationRead'
    | 'markAllNotificationsRead'
    | 'getNotificationPreferences'
    | 'updateNotificationPreferences'
  >;
}
