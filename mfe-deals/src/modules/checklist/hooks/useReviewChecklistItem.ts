import type { ChecklistReviewRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { reviewChecklistItem } from '../api/reviewChecklistItem';
import { checklistQueryKeys } from './checklistQueryKeys';

export type ChecklistReviewInput = { itemId: string; itemName: string } & ChecklistReviewRequest;

/**
 * An admin accepts or rejects a checklist item; toasts the outcome, shows the answered checklist
 * at once and refreshes the deals, so 'Docs N of M' and the timeline follow.
 */
export function useReviewChecklistItem(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, decision, reason }: ChecklistReviewInput) =>
      reviewChecklistItem(api, { dealId, itemId, review: decision === 'reject' ? { decision, reason } : { decision } }),
    onSuccess: async (checklist, { itemName, decision }) => {
      toast.success(`${itemName} ${decision === 'accept' ? 'accepted' : 'rejected'}`);
      queryClient.setQueryData(checklistQueryKeys.ofDeal(dealId), checklist);
      await queryClient.invalidateQueries({ queryKey: dealsQueryKeys.all });
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to review the item'));
    },
  });
}
