import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { dismissDuplicateFlag } from '../api/dismissDuplicateFlag';

/** Resolves a flag as not a duplicate; every list of flags is read again (it moves to Dismissed). */
export function useDismissDuplicateFlag() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (flagId: string) => dismissDuplicateFlag(api, flagId),
    onSuccess: () => toast.success('Marked as not a duplicate'),
    onError: (error) => toast.error(serverErrorText(error, 'Failed to dismiss the flag')),
    // A 409 means another admin resolved it first: the list is read again either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.duplicates }),
  });
}
