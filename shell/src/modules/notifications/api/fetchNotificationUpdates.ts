import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { NotificationUpdates } from '../types/NotificationTypes';

/** GET /notifications/updates: the unread count and, with `since`, what arrived after it (the polling fallback). */
export async function fetchNotificationUpdates(api: ApiClient, since: string | null): Promise<NotificationUpdates> {
  const { data, error, response } = await api.GET('/notifications/updates', {
    params: { query: since ? { since } : {} },
  });
  if (!data) throw new ApiRequestError('GET /notifications/updates', response.status, error);
  return data;
}
