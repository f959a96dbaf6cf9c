import type { ApiClient, LenderProgram, LenderProgramCreateRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/lenders/{id}/programs: adds a program (a credit box) to the lender. */
export async function createLenderProgram(
  api: ApiClient,
  lenderId: string,
  body: LenderProgramCreateRequest,
): Promise<LenderProgram> {
  const { data, error, response } = await api.POST('/admin/lenders/{id}/programs', {
    params: { path: { id: lenderId } },
    body,
  });
  if (!data) throw new ApiRequestError('POST /admin/lenders/{id}/programs', response.status, error);
  return data;
}
