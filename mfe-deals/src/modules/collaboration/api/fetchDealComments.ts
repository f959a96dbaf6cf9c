import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { CommentPage } from '../types/CollaborationTypes';

/** GET /deals/{id}/comments: one page of the deal's comments, newest first. */
export async function fetchDealComments(
  api: ApiClient,
  dealId: string,
  page: { limit: number; cursor?: string | undefined },
): Promise<CommentPage> {
  const query = { limit: page.limit, ...(page.cursor ? { cursor: page.cursor } : {}) };
  const { data, error, response } = await api.GET('/deals/{id}/comments', {
    params: { path: { id: dealId }, query },
  });
  if (!data) throw new ApiRequestError('GET /deals/{id}/comments', response.status, error, 'server');
  return data;
}
