import type { ApiClient, components } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /notifications/{id}/read: the notification, now read, and the caller's unread count. */
export async function markNotificationRead(
  api: ApiClient,
  id: string,
): Promise<components['schemas']['NotificationRead']> {
  const { data, error, response } = await api.POST('/notifications/{id}/read', { params: { path: { id } } });
  if (!data) throw new ApiRequestError('POST /notifications/{id}/read', response.status, error);
  return data;
}
