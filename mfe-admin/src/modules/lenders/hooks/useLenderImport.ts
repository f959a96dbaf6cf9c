import type { LenderImportResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { importLenders } from '../api/importLenders';
import { importSummaryText } from '../utils/importSummary';

/**
 * The CSV import in two steps: `check` sends the file as a dry run (the gateway checks every row
 * and counts what would change, saving nothing); `apply` imports it. A bad file is refused whole
 * either way.
 */
export function useLenderImport() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  const check = useMutation({ mutationFn: (csv: string) => importLenders(api, csv, true) });
  const apply = useMutation({
    mutationFn: (csv: string) => importLenders(api, csv, false),
    onSuccess: (result: LenderImportResult) => {
      toast.success(`Import finished: ${importSummaryText(result)}`);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.lenders });
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to import the file')),
  });
  return { check, apply };
}
