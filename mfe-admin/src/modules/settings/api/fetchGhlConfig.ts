import type { ApiClient, GhlConfig } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/ghl/config: the GHL configuration, secrets masked. */
export async function fetchGhlConfig(api: ApiClient): Promise<GhlConfig> {
  const { data, error, response } = await api.GET('/admin/ghl/config');
  if (!data) throw new ApiRequestError('GET /admin/ghl/config', response.status, error);
  return data;
}
