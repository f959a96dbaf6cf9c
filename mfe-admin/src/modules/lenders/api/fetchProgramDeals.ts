import type { ApiClient, ProgramDeals } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** The most fitting deals a program's panel lists (Match first, then the nearest). */
export const PROGRAM_DEALS_LIMIT = 50;

/** GET /admin/lenders/{id}/programs/{programId}/deals: the open deals that Match the program or are Near. */
export async function fetchProgramDeals(api: ApiClient, lenderId: string, programId: string): Promise<ProgramDeals> {
  const { data, error, response } = await api.GET('/admin/lenders/{id}/programs/{programId}/deals', {
    params: { path: { id: lenderId, programId }, query: { limit: PROGRAM_DEALS_LIMIT } },
  });
  if (!data) throw new ApiRequestError('GET /admin/lenders/{id}/programs/{programId}/deals', response.status, error);
  return data;
}
