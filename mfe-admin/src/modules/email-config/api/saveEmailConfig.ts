import type { ApiClient, EmailConfig, EmailConfigRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * POST /admin/email/config: the whole configuration (the masked password keeps the saved one
 * while host, port and user stay the same; the gateway saves none when one of them changed).
 */
export async function saveEmailConfig(api: ApiClient, config: EmailConfigRequest): Promise<EmailConfig> {
  const { data, error, response } = await api.POST('/admin/email/config', { body: config });
  if (!data) throw new ApiRequestError('POST /admin/email/config', response.status, error);
  return data;
}
