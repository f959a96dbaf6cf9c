import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { createDealComment } from '../api/createDealComment';
import { collaborationQueryKeys } from './collaborationQueryKeys';

/** Adds a comment to a deal, then refreshes its comments and timeline. */
export function useAddComment(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => createDealComment(api, dealId, body),
    onSuccess: async () => {
      toast.success('Comment added');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: collaborationQueryKeys.comments(dealId) }),
        queryClient.invalidateQueries({ queryKey: collaborationQueryKeys.activities(dealId) }),
      ]);
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to add comment'));
    },
  });
}
