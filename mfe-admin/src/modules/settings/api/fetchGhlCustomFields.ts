import type { ApiClient, GhlCustomFieldsResult } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/ghl/fetch-custom-fields: the location's custom fields, with this API key. */
export async function fetchGhlCustomFields(
  api: ApiClient,
  apiKey: string,
  locationId: string | null,
): Promise<GhlCustomFieldsResult> {
  const { data, error, response } = await api.POST('/admin/ghl/fetch-custom-fields', {
    body: locationId ? { apiKey, locationId } : { apiKey },
  });
  if (!data) throw new ApiRequestError('POST /admin/ghl/fetch-custom-fields', response.status, error);
  return data;
}
