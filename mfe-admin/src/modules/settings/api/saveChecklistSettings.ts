import type { ApiClient, ChecklistSettings, ChecklistSettingsRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PUT /admin/settings/checklist: replaces every template and the reminder interval. */
export async function saveChecklistSettings(
  api: ApiClient,
  request: ChecklistSettingsRequest,
): Promise<ChecklistSettings> {
  const { data, error, response } = await api.PUT('/admin/settings/checklist', { body: request });
  if (!data) throw new ApiRequestError('PUT /admin/settings/checklist', response.status, error);
  return data;
}
