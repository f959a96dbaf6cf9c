import type { ApiClient, EmailConfig } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/email/config: the SMTP and notification settings, password masked. */
export async function fetchEmailConfig(api: ApiClient): Promise<EmailConfig> {
  const { data, error, response } = await api.GET('/admin/email/config');
  if (!data) throw new ApiRequestError('GET /admin/email/config', response.status, error);
  return data;
}
