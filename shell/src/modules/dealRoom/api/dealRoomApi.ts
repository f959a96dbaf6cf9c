import type { ApiClient, DealRoom, DealRoomAnswerRequest } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/** GET /rooms/{token}: the lender's room (no account; the link's token is the key). */
export async function fetchDealRoom(api: ApiClient, token: string): Promise<DealRoom> {
  const { data, error, response } = await api.GET('/rooms/{token}', { params: { path: { token } } });
  if (!data) throw new ApiRequestError('GET /rooms/{token}', response.status, error);
  return data;
}

/** POST /rooms/{token}/answer: interested, pass (a reason and text) or a quote; answers the room. */
export async function sendDealRoomAnswer(
  api: ApiClient,
  token: string,
  answer: DealRoomAnswerRequest,
): Promise<DealRoom> {
  const { data, error, response } = await api.POST('/rooms/{token}/answer', {
    params: { path: { token } },
    body: answer,
  });
  if (!data) throw new ApiRequestError('POST /rooms/{token}/answer', response.status, error);
  return data;
}

/** GET /rooms/{token}/documents/{documentId}: a shared document's bytes, to preview or to save. */
export async function fetchDealRoomDocument(
  api: ApiClient,
  token: string,
  documentId: string,
  disposition: 'inline' | 'attachment',
): Promise<Blob> {
  const { data, error, response } = await api.GET('/rooms/{token}/documents/{documentId}', {
    params: { path: { token, documentId }, query: { disposition } },
    parseAs: 'blob',
  });
  if (!response.ok) throw new ApiRequestError('GET /rooms/{token}/documents/{documentId}', response.status, error);
  // An empty file has no body to parse.
  return (data as Blob | undefined) ?? new Blob([]);
}
