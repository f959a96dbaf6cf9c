import type { ApiClient, Quotas } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /admin/settings/quotas: the per-member quotas in force, and their defaults. */
export async function fetchQuotas(api: ApiClient): Promise<Quotas> {
  const { data, error, response } = await api.GET('/admin/settings/quotas');
  if (!data) throw new ApiRequestError('GET /admin/settings/quotas', response.status, error);
  return data;
}
