import type { ApiClient } from '@portal/contracts';
import { ApiRequestError } from '@portal/web-kit/api/ApiRequestError';
import type { ExportKind } from '../types/ExportKind';
import { createRowCounter } from '../utils/countCsvRows';

export type ExportDownload = {
  /** Rows the gateway announced (X-Total-Count), or null when the answer did not say. */
  total: number | null;
  /** The CSV as received, or null when there was nothing to export. */
  blob: Blob | null;
};

const PATHS = {
  deals: '/admin/export/deals',
  users: '/admin/export/users',
  lenders: '/admin/lenders/export',
  placement: '/admin/placement/export',
  fees: '/admin/fees/report/export',
} as const;

/** The months a fee report export covers (yyyy-MM, both included); other kinds take none. */
export type ExportQuery = { from?: string; to?: string };

/** X-Total-Count as a number, or null when absent or not a count. */
function announcedTotal(response: Response): number | null {
  const header = response.headers.get('X-Total-Count');
  const total = header === null || header.trim() === '' ? Number.NaN : Number(header);
  return Number.isInteger(total) && total >= 0 ? total : null;
}

/**
 * GET /admin/export/deals, /admin/export/users, /admin/lenders/export, /admin/placement/export or
 * /admin/fees/report/export (with its months): reads the streamed CSV chunk by chunk, reporting
 * the rows received against X-Total-Count, and returns it as one Blob (never as one big string).
 * Without the header the file is still read to the end (the bar then cannot say how far it is);
 * there is nothing to export when the gateway announces 0 rows (or, without the header, sends none).
 */
export async function fetchExport(
  api: ApiClient,
  kind: ExportKind,
  onProgress?: (rows: number, total: number | null) => void,
  query: ExportQuery = {},
): Promise<ExportDownload> {
  const { data, error, response } =
    kind === 'fees'
      ? await api.GET(PATHS.fees, { params: { query }, parseAs: 'stream' })
      : await api.GET(PATHS[kind], { parseAs: 'stream' });
  if (!response.ok) throw new ApiRequestError(`GET ${PATHS[kind]}`, response.status, error);
  const total = announcedTotal(response);
  if (total === 0) {
    await data?.cancel().catch(() => undefined);
    return { total, blob: null };
  }
  const chunks: Uint8Array[] = [];
  const counter = createRowCounter();
  let rows = 0;
  for (const reader = data?.getReader(); reader;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    rows = counter.add(value);
    onProgress?.(rows, total);
  }
  if (total === null && rows === 0) return { total, blob: null };
  return { total, blob: new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }) };
}
