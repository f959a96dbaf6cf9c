import type { ApiClient, DuplicateSettings, DuplicateSettingsRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PUT /admin/settings/duplicates: saves the window (null puts the shipped default back). */
export async function saveDuplicateSettings(
  api: ApiClient,
  request: DuplicateSettingsRequest,
): Promise<DuplicateSettings> {
  const { data, error, response } = await api.PUT('/admin/settings/duplicates', { body: request });
  if (!data) throw new ApiRequestError('PUT /admin/settings/duplicates', response.status, error);
  return data;
}
