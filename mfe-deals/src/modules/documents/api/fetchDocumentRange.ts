import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';

/**
 * Bytes `start` to `end` (exclusive) of a previewable document: GET /documents/{id}/download with
 * `disposition=inline` and a `Range` header, through the host's client (its bearer header and 401
 * handling). A gateway that sent the whole file (200) is sliced to the part asked for.
 */
export async function fetchDocumentRange(api: ApiClient, id: string, start: number, end: number): Promise<Uint8Array> {
  const { data, error, response } = await api.GET('/documents/{id}/download', {
    params: { path: { id }, query: { disposition: 'inline' }, header: { Range: `bytes=${start}-${end - 1}` } },
    parseAs: 'arrayBuffer',
  });
  if (!response.ok) throw new ApiRequestError('GET /documents/{id}/download', response.status, error, 'server');
  const bytes = new Uint8Array(data instanceof ArrayBuffer ? data : new ArrayBuffer(0));
  return response.status === 206 ? bytes : bytes.slice(start, end);
}
