import type { ApiClient, GhlConfig, GhlConfigRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/ghl/config: saves the configuration (a secret equal to its mask keeps the saved one). */
export async function saveGhlConfig(api: ApiClient, config: GhlConfigRequest): Promise<GhlConfig> {
  const { data, error, response } = await api.POST('/admin/ghl/config', { body: config });
  if (!data) throw new ApiRequestError('POST /admin/ghl/config', response.status, error);
  return data;
}
