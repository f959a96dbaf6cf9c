import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { updateDealComment } from '../api/updateDealComment';
import { collaborationQueryKeys } from './collaborationQueryKeys';

/** Edits one's own comment (within 5 minutes of posting it). */
export function useEditComment(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ commentId, body }: { commentId: string; body: string }) =>
      updateDealComment(api, dealId, commentId, body),
    onSuccess: async () => {
      toast.success('Comment updated');
      await queryClient.invalidateQueries({ queryKey: collaborationQueryKeys.comments(dealId) });
    },
    onError: async (error) => {
      toast.error(serverErrorText(error, 'Failed to update comment'));
      // A late edit (409) means the window closed: show the comment as it now stands.
      await queryClient.invalidateQueries({ queryKey: collaborationQueryKeys.comments(dealId) });
    },
  });
}
