import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** DELETE /admin/lenders/{id}/programs/{programId}. */
export async function deleteLenderProgram(api: ApiClient, lenderId: string, programId: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/admin/lenders/{id}/programs/{programId}', {
    params: { path: { id: lenderId, programId } },
  });
  if (!data) throw new ApiRequestError('DELETE /admin/lenders/{id}/programs/{programId}', response.status, error);
}
