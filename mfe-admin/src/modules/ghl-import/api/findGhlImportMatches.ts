import type { ApiClient, DuplicateMatch } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/ghl/import-opportunity/matches: the portal deals with the opportunity's property (empty when none). */
export async function findGhlImportMatches(api: ApiClient, opportunityId: string): Promise<DuplicateMatch[]> {
  const { data, error, response } = await api.POST('/admin/ghl/import-opportunity/matches', {
    body: { opportunityId },
  });
  if (!data) throw new ApiRequestError('POST /admin/ghl/import-opportunity/matches', response.status, error);
  return data.items;
}
