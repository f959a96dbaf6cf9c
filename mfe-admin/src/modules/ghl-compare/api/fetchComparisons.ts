import type { ApiClient, Comparison } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * GET /deals/compare/ghl: every GHL-linked deal beside its opportunity. With `runId`, the gateway
 * records how far it has read GHL meanwhile (see fetchCompareProgress).
 */
export async function fetchComparisons(api: ApiClient, runId?: string): Promise<Comparison[]> {
  const { data, error, response } = await api.GET('/deals/compare/ghl', {
    params: { query: runId ? { runId } : {} },
  });
  if (!data) throw new ApiRequestError('GET /deals/compare/ghl', response.status, error);
  return data;
}
