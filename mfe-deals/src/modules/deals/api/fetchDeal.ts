import type { ApiClient, Deal } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /deals/{id}: one deal (the caller's own; admins any). */
export async function fetchDeal(api: ApiClient, id: string): Promise<Deal> {
  const { data, error, response } = await api.GET('/deals/{id}', { params: { path: { id } } });
  if (!data) throw new ApiRequestError('GET /deals/{id}', response.status, error, 'server');
  return data;
}
