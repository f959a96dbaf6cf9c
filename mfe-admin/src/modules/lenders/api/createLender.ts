import type { ApiClient, Lender, LenderCreateRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** POST /admin/lenders: adds a lender (a name another lender has answers 409). */
export async function createLender(api: ApiClient, body: LenderCreateRequest): Promise<Lender> {
  const { data, error, response } = await api.POST('/admin/lenders', { body });
  if (!data) throw new ApiRequestError('POST /admin/lenders', response.status, error);
  return data;
}
