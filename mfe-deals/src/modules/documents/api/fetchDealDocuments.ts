import type { ApiClient, DealDocument } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /deals/{id}/documents: a deal's documents, newest first. */
export async function fetchDealDocuments(api: ApiClient, dealId: string): Promise<DealDocument[]> {
  const { data, error, response } = await api.GET('/deals/{id}/documents', { params: { path: { id: dealId } } });
  if (!data) throw new ApiRequestError('GET /deals/{id}/documents', response.status, error, 'server');
  return data;
}
