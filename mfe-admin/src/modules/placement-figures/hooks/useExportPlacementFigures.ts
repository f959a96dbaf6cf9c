import { format } from 'date-fns';
import { useCallback, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { saveBlob } from '@portal/web-kit/files/saveBlob';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { fetchExport } from '../../exports/api/fetchExport';
import { NO_DATA_TO_EXPORT } from '../../exports/hooks/useCsvExport';

/**
 * Export placement figures: the gateway's CSV (one row per lender) read with a progress bar, then
 * saved as placement-figures-yyyy-MM-dd.csv. `percent` is null while the total is unknown.
 */
export function useExportPlacementFigures() {
  const { api } = useAdminServices();
  const [progress, setProgress] = useState<{ percent: number | null } | null>(null);
  const running = useRef(false);

  const exportFigures = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    setProgress({ percent: null });
    try {
      const { blob } = await fetchExport(api, 'placement', (rows, total) =>
        setProgress({ percent: total ? Math.min(100, (rows / total) * 100) : null }),
      );
      if (!blob) {
        toast.error(NO_DATA_TO_EXPORT);
        return;
      }
      saveBlob(blob, `placement-figures-${format(new Date(), 'yyyy-MM-dd')}.csv`);
      toast.success('Placement figures exported successfully');
    } catch (error) {
      toast.error(serverErrorText(error, 'Failed to export the placement figures'));
    } finally {
      running.current = false;
      setProgress(null);
    }
  }, [api]);

  return { exportFigures, progress };
}
