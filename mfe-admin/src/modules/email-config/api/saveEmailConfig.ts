import type { ApiClient, EmailConfig, EmailConfigRequest } from '@portal/contracts';
import { ApiRequestError } from '../../core/utils/ApiRequestError';

/** POST /admin/email/config: the whole configuration (the masked password keeps the saved one). */
export async function saveEmailConfig(api: ApiClient, config: EmailConfigRequest): Promise<EmailConfig> {
  const { data, error, response } = await api.POST('/admin/email/config', { body: config });
  if (!data) throw new ApiRequestError('POST /admin/email/config', response.status, error);
  return data;
}
