import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { serverErrorText } from '../../core/utils/serverErrorText';
import { fetchUsers } from '../../users/api/fetchUsers';
import { fetchAllDeals } from '../api/fetchAllDeals';
import type { ExportKind } from '../types/ExportKind';
import { csvFileName } from '../utils/csvFileName';
import { downloadCsv } from '../utils/downloadCsv';
import { exportLabel } from '../utils/exportLabel';
import { writeCsv } from '../utils/writeCsv';

export const NO_DATA_TO_EXPORT = 'No data to export';

/** An export under way: what, and how far (null while the rows are being fetched). */
export type ExportProgress = { kind: ExportKind; percent: number | null };

/**
 * EXPORT DEALS / EXPORT USERS: fetches every row from the gateway (not only what a tab shows),
 * writes the CSV in chunks with progress, and hands the file to the browser.
 */
export function useCsvExport() {
  const { api } = useAdminServices();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef(false);

  const exportCsv = useCallback(
    async (kind: ExportKind) => {
      if (running.current) return;
      running.current = true;
      setProgress({ kind, percent: null });
      try {
        const rows: Record<string, unknown>[] = kind === 'deals' ? await fetchAllDeals(api) : await fetchUsers(api);
        if (rows.length === 0) {
          toast.error(NO_DATA_TO_EXPORT);
          return;
        }
        const csv = await writeCsv(rows, {
          onProgress: (written, total) => setProgress({ kind, percent: (written / total) * 100 }),
        });
        downloadCsv(csvFileName(kind, new Date()), csv);
        toast.success(`${exportLabel(kind)} exported successfully`);
      } catch (error) {
        toast.error(serverErrorText(error, `Failed to export ${kind}`));
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [api],
  );

  return { exportCsv, progress };
}
