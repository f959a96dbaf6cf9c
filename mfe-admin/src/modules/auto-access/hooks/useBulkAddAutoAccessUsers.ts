import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { bulkAddAutoAccessUsers } from '../api/bulkAddAutoAccessUsers';
import { bulkAddMessage } from '../utils/bulkAddMessage';

export type BulkAddInput = { usernames: string[]; notes: string };

/** Adds many usernames at once and reports the summary. */
export function useBulkAddAutoAccessUsers() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ usernames, notes }: BulkAddInput) => bulkAddAutoAccessUsers(api, usernames, notes.trim() || null),
    onSuccess: (summary) => {
      toast.success(bulkAddMessage(summary));
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.autoAccess });
    },
    onError: () => toast.error('Failed to bulk add users'),
  });
}
