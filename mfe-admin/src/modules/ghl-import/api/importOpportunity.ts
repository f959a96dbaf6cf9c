import type { ApiClient, GhlImportResult, GhlOpportunity } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * POST /admin/ghl/import-opportunity: the opportunity becomes (or updates) a deal owned by `userId`,
 * or, with `linkDealId`, is linked to that existing deal instead of making a new one.
 */
export async function importOpportunity(
  api: ApiClient,
  opportunity: GhlOpportunity,
  userId: string,
  linkDealId?: string,
): Promise<GhlImportResult> {
  const { data, error, response } = await api.POST('/admin/ghl/import-opportunity', {
    body: { opportunityId: opportunity.id, userId, opportunity, ...(linkDealId ? { linkDealId } : {}) },
  });
  if (!data) throw new ApiRequestError('POST /admin/ghl/import-opportunity', response.status, error);
  return data;
}
