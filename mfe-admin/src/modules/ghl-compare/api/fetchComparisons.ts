import type { ApiClient, Comparison } from '@portal/contracts';
import { ApiRequestError } from '../../core/utils/ApiRequestError';

/** GET /deals/compare/ghl: every GHL-linked deal beside its opportunity. */
export async function fetchComparisons(api: ApiClient): Promise<Comparison[]> {
  const { data, error, response } = await api.GET('/deals/compare/ghl');
  if (!data) throw new ApiRequestError('GET /deals/compare/ghl', response.status, error);
  return data;
}
