import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { retryEmailOutbox } from '../api/retryEmailOutbox';

/** Queues the failed e-mails again and shows the counts that result. */
export function useRetryEmailOutbox() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => retryEmailOutbox(api),
    onSuccess: ({ requeued, pending, failed, lastError }) => {
      queryClient.setQueryData(adminQueryKeys.emailOutbox, { pending, failed, lastError });
      toast.success(requeued === 1 ? '1 failed email queued again' : `${requeued} failed emails queued again`);
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to retry the failed emails')),
  });
}
