import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { deleteDeal } from '../api/deleteDeal';
import { dealsQueryKeys } from './dealsQueryKeys';

/**
 * Deletes a deal (toasts of docs/product.md#deal-and-document-messages: the failure text is always
 * 'Failed to delete deal') and refreshes the lists.
 */
export function useDeleteDeal() {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (dealId: string) => deleteDeal(api, dealId),
    onSuccess: async () => {
      toast.success('Deal deleted successfully');
      await queryClient.invalidateQueries({ queryKey: dealsQueryKeys.all });
    },
    onError: () => {
      toast.error('Failed to delete deal');
    },
  });
}
