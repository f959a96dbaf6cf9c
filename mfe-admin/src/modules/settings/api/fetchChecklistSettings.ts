import type { ApiClient, ChecklistSettings } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/settings/checklist: the checklist template of every deal type and the reminder interval. */
export async function fetchChecklistSettings(api: ApiClient): Promise<ChecklistSettings> {
  const { data, error, response } = await api.GET('/admin/settings/checklist');
  if (!data) throw new ApiRequestError('GET /admin/settings/checklist', response.status, error);
  return data;
}
