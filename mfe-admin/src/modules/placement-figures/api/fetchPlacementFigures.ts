import type { ApiClient, PlacementFigures } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/placement/figures: every lender's placement figures and their totals, or one lender's. */
export async function fetchPlacementFigures(api: ApiClient, lenderId?: string): Promise<PlacementFigures> {
  const { data, error, response } = await api.GET('/admin/placement/figures', {
    params: { query: lenderId ? { lenderId } : {} },
  });
  if (!data) throw new ApiRequestError('GET /admin/placement/figures', response.status, error);
  return data;
}
