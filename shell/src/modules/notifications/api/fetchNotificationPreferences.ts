import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { NotificationPreferences } from '../types/NotificationTypes';

/** GET /notifications/preferences: the caller's channel per kind and the daily digest (defaults when never saved). */
export async function fetchNotificationPreferences(api: ApiClient): Promise<NotificationPreferences> {
  const { data, error, response } = await api.GET('/notifications/preferences');
  if (!data) throw new ApiRequestError('GET /notifications/preferences', response.status, error);
  return data;
}
