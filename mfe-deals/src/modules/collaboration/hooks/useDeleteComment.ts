import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { deleteDealComment } from '../api/deleteDealComment';
import { collaborationQueryKeys } from './collaborationQueryKeys';

/** Deletes a comment (one's own; admins any). */
export function useDeleteComment(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => deleteDealComment(api, dealId, commentId),
    onSuccess: async () => {
      toast.success('Comment deleted');
      await queryClient.invalidateQueries({ queryKey: collaborationQueryKeys.comments(dealId) });
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to delete comment'));
    },
  });
}
