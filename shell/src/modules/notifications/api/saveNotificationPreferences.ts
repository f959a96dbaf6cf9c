import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { NotificationPreferences, NotificationPreferencesUpdate } from '../types/NotificationTypes';

/** PUT /notifications/preferences: the preferences as stored. */
export async function saveNotificationPreferences(
  api: ApiClient,
  update: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  const { data, error, response } = await api.PUT('/notifications/preferences', { body: update });
  if (!data) throw new ApiRequestError('PUT /notifications/preferences', response.status, error);
  return data;
}
