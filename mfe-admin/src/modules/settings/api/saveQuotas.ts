import type { ApiClient, Quotas, QuotasRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** PUT /admin/settings/quotas: the quotas named change (null: back to the default). */
export async function saveQuotas(api: ApiClient, request: QuotasRequest): Promise<Quotas> {
  const { data, error, response } = await api.PUT('/admin/settings/quotas', { body: request });
  if (!data) throw new ApiRequestError('PUT /admin/settings/quotas', response.status, error);
  return data;
}
