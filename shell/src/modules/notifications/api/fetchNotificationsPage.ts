import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { NotificationPage } from '../types/NotificationTypes';

/** GET /notifications: one page of the caller's notifications, newest first, with the unread count. */
export async function fetchNotificationsPage(
  api: ApiClient,
  options: { limit: number; cursor?: string | undefined },
): Promise<NotificationPage> {
  const query = { limit: options.limit, ...(options.cursor ? { cursor: options.cursor } : {}) };
  const { data, error, response } = await api.GET('/notifications', { params: { query } });
  if (!data) throw new ApiRequestError('GET /notifications', response.status, error);
  return data;
}
