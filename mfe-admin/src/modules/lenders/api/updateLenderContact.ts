import type { ApiClient, LenderContact, LenderContactUpdateRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PATCH /admin/lenders/{id}/contacts/{contactId}. */
export async function updateLenderContact(
  api: ApiClient,
  lenderId: string,
  contactId: string,
  changes: LenderContactUpdateRequest,
): Promise<LenderContact> {
  const { data, error, response } = await api.PATCH('/admin/lenders/{id}/contacts/{contactId}', {
    params: { path: { id: lenderId, contactId } },
    body: changes,
  });
  if (!data) throw new ApiRequestError('PATCH /admin/lenders/{id}/contacts/{contactId}', response.status, error);
  return data;
}
