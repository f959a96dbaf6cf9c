import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { ActivityPage } from '../types/CollaborationTypes';

/** GET /deals/{id}/activities: one page of the deal's timeline, newest first. */
export async function fetchDealActivities(
  api: ApiClient,
  dealId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<ActivityPage> {
  const query = { limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) };
  const { data, error, response } = await api.GET('/deals/{id}/activities', {
    params: { path: { id: dealId }, query },
  });
  if (!data) throw new ApiRequestError('GET /deals/{id}/activities', response.status, error, 'server');
  return data;
}
