import type { ApiClient, PlacementSettings } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/settings/placement: the sizing defaults per loan purpose, the match tolerances and the shipped values. */
export async function fetchPlacementSettings(api: ApiClient): Promise<PlacementSettings> {
  const { data, error, response } = await api.GET('/admin/settings/placement');
  if (!data) throw new ApiRequestError('GET /admin/settings/placement', response.status, error);
  return data;
}
