import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { fetchExport, type ExportQuery } from '../api/fetchExport';
import type { ExportKind } from '../types/ExportKind';
import { csvFileName } from '../utils/csvFileName';
import { downloadCsv } from '../utils/downloadCsv';
import { exportLabel } from '../utils/exportLabel';

export const NO_DATA_TO_EXPORT = 'No data to export';

/** An export under way: what, and how far (null until the gateway says how many rows come). */
export type ExportProgress = { kind: ExportKind; percent: number | null };

/**
 * EXPORT DEALS / EXPORT USERS: the gateway streams the CSV of every row (not only what a tab
 * shows); the bar follows the rows received against the announced total, then the file is saved.
 */
export function useCsvExport() {
  const { api } = useAdminServices();
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const running = useRef(false);

  const exportCsv = useCallback(
    async (kind: ExportKind, query?: ExportQuery) => {
      if (running.current) return;
      running.current = true;
      setProgress({ kind, percent: null });
      try {
        const { blob } = await fetchExport(
          api,
          kind,
          (rows, total) => setProgress({ kind, percent: total ? Math.min(100, (rows / total) * 100) : null }),
          query,
        );
        if (!blob) {
          toast.error(NO_DATA_TO_EXPORT);
          return;
        }
        downloadCsv(csvFileName(kind, new Date()), blob);
        toast.success(`${exportLabel(kind)} exported successfully`);
      } catch (error) {
        toast.error(serverErrorText(error, `Failed to export ${exportLabel(kind).toLowerCase()}`));
      } finally {
        running.current = false;
        setProgress(null);
      }
    },
    [api],
  );

  return { exportCsv, progress };
}
