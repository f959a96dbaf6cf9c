import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/email/test: sends a test message with the saved SMTP settings. */
export async function sendTestEmail(api: ApiClient, testEmail: string): Promise<string> {
  const { data, error, response } = await api.POST('/admin/email/test', { body: { testEmail } });
  if (!data) throw new ApiRequestError('POST /admin/email/test', response.status, error);
  return data.message;
}
