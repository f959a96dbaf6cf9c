import type { FeeSettingsRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchFeeSettings } from '../api/fetchFeeSettings';
import { saveFeeSettings } from '../api/saveFeeSettings';

/** The default broker share, the overdue days and the stage probabilities, with the shipped values. */
export function useFeeSettings() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.feeSettings, queryFn: () => fetchFeeSettings(api) });
}

/**
 * Saves the fee settings (or puts them back with nulls). Shares, due days and the forecast follow
 * them at once, so the report and the overdue list are read again.
 */
export function useSaveFeeSettings() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ request }: { request: FeeSettingsRequest; restore: boolean }) => saveFeeSettings(api, request),
    onSuccess: (saved, { restore }) => {
      queryClient.setQueryData(adminQueryKeys.feeSettings, saved);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.fees });
      toast.success(restore ? 'Default fee settings restored' : 'Fee settings saved');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to save the fee settings')),
  });
}
