import type { ApiClient, EmailOutboxStatus } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/email/outbox: notification e-mails waiting and failed. */
export async function fetchEmailOutbox(api: ApiClient): Promise<EmailOutboxStatus> {
  const { data, error, response } = await api.GET('/admin/email/outbox');
  if (!data) throw new ApiRequestError('GET /admin/email/outbox', response.status, error);
  return data;
}
