import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '../../core/utils/ApiRequestError';
import type { ExportKind } from '../types/ExportKind';
import { createRowCounter } from '../utils/countCsvRows';

export type ExportDownload = {
  /** Rows the gateway announced (X-Total-Count). */
  total: number;
  /** The CSV as received, or null when there was nothing to export. */
  blob: Blob | null;
};

const PATHS = { deals: '/admin/export/deals', users: '/admin/export/users' } as const;

/**
 * GET /admin/export/deals or /admin/export/users: reads the streamed CSV chunk by chunk, reporting
 * the rows received against X-Total-Count, and returns it as one Blob (never as one big string).
 */
export async function fetchExport(
  api: ApiClient,
  kind: ExportKind,
  onProgress?: (rows: number, total: number) => void,
): Promise<ExportDownload> {
  const { data, error, response } = await api.GET(PATHS[kind], { parseAs: 'stream' });
  if (!response.ok) throw new ApiRequestError(`GET ${PATHS[kind]}`, response.status, error);
  const total = Number(response.headers.get('X-Total-Count') ?? '0') || 0;
  if (total === 0) {
    await data?.cancel().catch(() => undefined);
    return { total, blob: null };
  }
  const chunks: Uint8Array[] = [];
  const counter = createRowCounter();
  for (const reader = data?.getReader(); reader;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    onProgress?.(counter.add(value), total);
  }
  return { total, blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }) };
}
