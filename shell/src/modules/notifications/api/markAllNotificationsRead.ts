import type { ApiClient, components } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /notifications/read-all: how many were marked; the unread count is then 0. */
export async function markAllNotificationsRead(api: ApiClient): Promise<components['schemas']['NotificationsMarked']> {
  const { data, error, response } = await api.POST('/notifications/read-all');
  if (!data) throw new ApiRequestError('POST /notifications/read-all', response.status, error);
  return data;
}
