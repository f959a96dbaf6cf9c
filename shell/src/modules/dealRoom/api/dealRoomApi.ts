import type { ApiClient, DealRoom, DealRoomAnswerRequest, DealRoomDocument } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import { createXhrFetch, type UploadProgress } from '@portal/web-kit/files/createXhrFetch';

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

/**
 * POST /rooms/{token}/term-sheet as multipart/form-data: the lender's term sheet (a PDF, at most
 * 10 MB) for the quote they are about to send; its `id` goes with the answer as `termSheetId`.
 * Sent through XMLHttpRequest so the progress is real.
 */
export async function uploadDealRoomTermSheet(
  api: ApiClient,
  token: string,
  file: File,
  onProgress: (progress: UploadProgress) => void = () => undefined,
): Promise<DealRoomDocument> {
  const { data, error, response } = await api.POST('/rooms/{token}/term-sheet', {
    params: { path: { token } },
    // The contract types the file part as binary text; the serializer below sends the File itself.
    body: { file: file as unknown as string },
    bodySerializer: () => {
      const form = new FormData();
      form.append('file', file, file.name);
      return form;
    },
    fetch: createXhrFetch(onProgress),
  });
  if (!data) throw new ApiRequestError('POST /rooms/{token}/term-sheet', response.status, error);
  return data;
}
