import type { StaleThresholdsRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { fetchStaleThresholds } from '../api/fetchStaleThresholds';
import { resetStaleThresholds } from '../api/resetStaleThresholds';
import { saveStaleThresholds } from '../api/saveStaleThresholds';

/** The days in stage after which a deal shows as stale, per stage in pipeline order. */
export function useStaleThresholds() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.staleThresholds, queryFn: () => fetchStaleThresholds(api) });
}

/** Saves the thresholds; the lists judge staleness by them from their next read. */
export function useSaveStaleThresholds() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: StaleThresholdsRequest) => saveStaleThresholds(api, request),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.staleThresholds, saved);
      toast.success('Stale thresholds saved');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to save the stale thresholds')),
  });
}

/** Puts the default thresholds back (the lists judge staleness by them from their next read). */
export function useResetStaleThresholds() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetStaleThresholds(api),
    onSuccess: (defaults) => {
      queryClient.setQueryData(adminQueryKeys.staleThresholds, defaults);
      toast.success('Default stale thresholds restored');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to restore the default stale thresholds')),
  });
}
