import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** DELETE /admin/lenders/{id}/contacts/{contactId}. */
export async function deleteLenderContact(api: ApiClient, lenderId: string, contactId: string): Promise<void> {
  const { data, error, response } = await api.DELETE('/admin/lenders/{id}/contacts/{contactId}', {
    params: { path: { id: lenderId, contactId } },
  });
  if (!data) throw new ApiRequestError('DELETE /admin/lenders/{id}/contacts/{contactId}', response.status, error);
}
