import type { ApiClient, PublicConfig } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /config: product name, sign-in URL, join URL and which services are simulated. */
export async function fetchPublicConfig(api: ApiClient): Promise<PublicConfig> {
  const { data, error, response } = await api.GET('/config');
  if (!data) throw new ApiRequestError('GET /config', response.status, error);
  return data;
}
