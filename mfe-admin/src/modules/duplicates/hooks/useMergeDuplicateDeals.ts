import type { DuplicateMergeRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { mergeDuplicateDeals } from '../api/mergeDuplicateDeals';

export type MergeRequest = DuplicateMergeRequest & { flagId: string };

/**
 * Merges two deals of a flag. The merged deal is removed, so the counts of the dashboard are read
 * again with the flags.
 */
export function useMergeDuplicateDeals() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ flagId, keepDealId, mergeDealId }: MergeRequest) =>
      mergeDuplicateDeals(api, flagId, { keepDealId, mergeDealId }),
    onError: (error) => toast.error(serverErrorText(error, 'Failed to merge the deals')),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.duplicates });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.fees });
    },
  });
}
