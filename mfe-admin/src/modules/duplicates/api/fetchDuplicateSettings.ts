import type { ApiClient, DuplicateSettings } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/settings/duplicates: how long a closed deal still counts, and the shipped default. */
export async function fetchDuplicateSettings(api: ApiClient): Promise<DuplicateSettings> {
  const { data, error, response } = await api.GET('/admin/settings/duplicates');
  if (!data) throw new ApiRequestError('GET /admin/settings/duplicates', response.status, error);
  return data;
}
