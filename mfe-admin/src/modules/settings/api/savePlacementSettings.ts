import type { ApiClient, PlacementSettings, PlacementSettingsRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PUT /admin/settings/placement: sets the parts named (null puts a part's shipped values back). */
export async function savePlacementSettings(
  api: ApiClient,
  request: PlacementSettingsRequest,
): Promise<PlacementSettings> {
  const { data, error, response } = await api.PUT('/admin/settings/placement', { body: request });
  if (!data) throw new ApiRequestError('PUT /admin/settings/placement', response.status, error);
  return data;
}
