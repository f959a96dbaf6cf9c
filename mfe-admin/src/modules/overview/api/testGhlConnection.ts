import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/ghl/test: whether the saved GHL credentials work. */
export async function testGhlConnection(api: ApiClient): Promise<boolean> {
  const { data, error, response } = await api.GET('/admin/ghl/test');
  if (!data) throw new ApiRequestError('GET /admin/ghl/test', response.status, error);
  return data.connected;
}
