import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * GET /notifications/stream: the caller's Server-Sent Events, read with fetch so the bearer token
 * travels in the Authorization header (EventSource cannot send one). `lastEventId` resumes after
 * a reconnect. Resolves with the open body; rejects when the gateway refuses the stream.
 */
export async function openNotificationStream(
  api: ApiClient,
  options: { lastEventId: string | null; signal: AbortSignal },
): Promise<ReadableStream<Uint8Array>> {
  const { data, error, response } = await api.GET('/notifications/stream', {
    parseAs: 'stream',
    signal: options.signal,
    headers: { Accept: 'text/event-stream', ...(options.lastEventId ? { 'Last-Event-ID': options.lastEventId } : {}) },
  });
  if (!response.ok || !data) throw new ApiRequestError('GET /notifications/stream', response.status, error);
  return data;
}
