import type { ApiClient, BulkAddSummary } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/discord-auto-access/bulk: adds many usernames; says how many were added, duplicate, failed. */
export async function bulkAddAutoAccessUsers(
  api: ApiClient,
  usernames: string[],
  notes: string | null,
): Promise<BulkAddSummary> {
  const { data, error, response } = await api.POST('/admin/discord-auto-access/bulk', { body: { usernames, notes } });
  if (!data) throw new ApiRequestError('POST /admin/discord-auto-access/bulk', response.status, error);
  return data;
}
