import type { ApiClient, FeeSettings, FeeSettingsRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PUT /admin/settings/fees: sets the parts named (null puts a part's shipped value back). */
export async function saveFeeSettings(api: ApiClient, request: FeeSettingsRequest): Promise<FeeSettings> {
  const { data, error, response } = await api.PUT('/admin/settings/fees', { body: request });
  if (!data) throw new ApiRequestError('PUT /admin/settings/fees', response.status, error);
  return data;
}
