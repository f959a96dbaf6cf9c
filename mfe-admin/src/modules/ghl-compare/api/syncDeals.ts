import type { ApiClient, SyncResult } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /deals/sync/ghl: pushes our values of these deals (their `id`s) to GHL. */
export async function syncDeals(api: ApiClient, dealIds: string[]): Promise<SyncResult> {
  const { data, error, response } = await api.POST('/deals/sync/ghl', { body: { dealIds } });
  if (!data) throw new ApiRequestError('POST /deals/sync/ghl', response.status, error);
  return data;
}
