import type { ApiClient, CompareProgress } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * GET /deals/compare/ghl/progress/{runId}: how far the running comparison has read GHL, or null
 * when it has not read a page yet or is already over (404).
 */
export async function fetchCompareProgress(api: ApiClient, runId: string): Promise<CompareProgress | null> {
  const { data, error, response } = await api.GET('/deals/compare/ghl/progress/{runId}', {
    params: { path: { runId } },
  });
  if (response.status === 404) return null;
  if (!data) throw new ApiRequestError('GET /deals/compare/ghl/progress/{runId}', response.status, error);
  return data;
}
