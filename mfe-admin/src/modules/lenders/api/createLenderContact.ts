import type { ApiClient, LenderContact, LenderContactCreateRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/lenders/{id}/contacts: adds a contact (at most 50 a lender). */
export async function createLenderContact(
  api: ApiClient,
  lenderId: string,
  body: LenderContactCreateRequest,
): Promise<LenderContact> {
  const { data, error, response } = await api.POST('/admin/lenders/{id}/contacts', {
    params: { path: { id: lenderId } },
    body,
  });
  if (!data) throw new ApiRequestError('POST /admin/lenders/{id}/contacts', response.status, error);
  return data;
}
