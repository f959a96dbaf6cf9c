import type { ApiClient, GhlDeleteOutcomePage } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** Rows per page of the delete-outcome table. */
export const DELETE_OUTCOMES_PAGE_SIZE = 20;

/** GET /admin/ghl/delete-outcomes: one page of what deleting linked deals did in GHL, newest first. */
export async function fetchGhlDeleteOutcomes(api: ApiClient, cursor?: string): Promise<GhlDeleteOutcomePage> {
  const { data, error, response } = await api.GET('/admin/ghl/delete-outcomes', {
    params: { query: { limit: DELETE_OUTCOMES_PAGE_SIZE, ...(cursor ? { cursor } : {}) } },
  });
  if (!data) throw new ApiRequestError('GET /admin/ghl/delete-outcomes', response.status, error);
  return data;
}
