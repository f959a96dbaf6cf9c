import type { ApiClient, LenderProgram, LenderProgramUpdateRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PATCH /admin/lenders/{id}/programs/{programId}: edits a program, checked whole as it would be after. */
export async function updateLenderProgram(
  api: ApiClient,
  lenderId: string,
  programId: string,
  changes: LenderProgramUpdateRequest,
): Promise<LenderProgram> {
  const { data, error, response } = await api.PATCH('/admin/lenders/{id}/programs/{programId}', {
    params: { path: { id: lenderId, programId } },
    body: changes,
  });
  if (!data) throw new ApiRequestError('PATCH /admin/lenders/{id}/programs/{programId}', response.status, error);
  return data;
}
