import type { ApiClient, Lender, LenderUpdateRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PATCH /admin/lenders/{id}: edits a lender, or deactivates or reactivates it (`active`). */
export async function updateLender(api: ApiClient, id: string, changes: LenderUpdateRequest): Promise<Lender> {
  const { data, error, response } = await api.PATCH('/admin/lenders/{id}', {
    params: { path: { id } },
    body: changes,
  });
  if (!data) throw new ApiRequestError('PATCH /admin/lenders/{id}', response.status, error);
  return data;
}
