import type { ApiClient, EmailOutboxRetryResult } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/email/outbox/retry: queues the failed notification e-mails again. */
export async function retryEmailOutbox(api: ApiClient): Promise<EmailOutboxRetryResult> {
  const { data, error, response } = await api.POST('/admin/email/outbox/retry');
  if (!data) throw new ApiRequestError('POST /admin/email/outbox/retry', response.status, error);
  return data;
}
