import type { ApiClient, DealChecklist } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /deals/{id}/checklist: the deal's items in the template's order, with status, reason and files. */
export async function fetchDealChecklist(api: ApiClient, dealId: string): Promise<DealChecklist> {
  const { data, error, response } = await api.GET('/deals/{id}/checklist', { params: { path: { id: dealId } } });
  if (!data) throw new ApiRequestError('GET /deals/{id}/checklist', response.status, error, 'server');
  return data;
}
