import type { ApiClient, ChecklistSettings } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** DELETE /admin/settings/checklist: the shipped default templates and reminder interval apply again. */
export async function resetChecklistSettings(api: ApiClient): Promise<ChecklistSettings> {
  const { data, error, response } = await api.DELETE('/admin/settings/checklist');
  if (!data) throw new ApiRequestError('DELETE /admin/settings/checklist', response.status, error);
  return data;
}
