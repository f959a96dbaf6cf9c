import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { DownloadedFile } from '../types/DownloadedFile';
import { fileNameFromDisposition } from '../utils/fileNameFromDisposition';

/**
 * GET /documents/{id}/download with the bearer header (never a token in a URL): the bytes as a
 * Blob and the name from Content-Disposition, else `fallbackName`.
 */
export async function downloadDocument(api: ApiClient, id: string, fallbackName: string): Promise<DownloadedFile> {
  const { data, error, response } = await api.GET('/documents/{id}/download', {
    params: { path: { id } },
    parseAs: 'blob',
  });
  if (!response.ok) throw new ApiRequestError('GET /documents/{id}/download', response.status, error, 'server');
  const blob = data instanceof Blob ? data : new Blob([]);
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) ?? fallbackName };
}
