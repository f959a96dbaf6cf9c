import type { SyncResult } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { syncDeals } from '../api/syncDeals';
import { mergeSyncResults } from '../utils/mergeSyncResults';

/** Deals per request: small batches give real progress and keep each request short. */
export const SYNC_BATCH_SIZE = 10;

export type SyncProgress = { done: number; total: number };

/**
 * Syncs the selected deals to GHL in batches, reporting progress. Afterwards, success or not, the
 * comparison is reloaded (the caller clears its selection).
 */
export function useSyncDeals() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<SyncProgress | null>(null);

  const mutation = useMutation({
    mutationFn: async (dealIds: string[]): Promise<SyncResult> => {
      const batches: SyncResult[] = [];
      setProgress({ done: 0, total: dealIds.length });
      for (let start = 0; start < dealIds.length; start += SYNC_BATCH_SIZE) {
        const batch = dealIds.slice(start, start + SYNC_BATCH_SIZE);
        batches.push(await syncDeals(api, batch));
        setProgress({ done: start + batch.length, total: dealIds.length });
      }
      return mergeSyncResults(batches);
    },
    onSuccess: (result) => {
      const text = `Sync completed: ${result.successful} successful, ${result.failed} failed`;
      if (result.failed > 0) toast.error(text);
      else toast.success(text);
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to sync deals', 'message')),
    onSettled: () => {
      setProgress(null);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.comparisons });
    },
  });

  return { ...mutation, progress };
}
