import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDuplicateRecheck } from '../../duplicates/hooks/useDuplicateRecheck';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { updateDeal } from '../api/updateDeal';
import type { DealFormValues } from '../types/DealFormValues';
import { toDealRequest } from '../utils/toDealRequest';
import { dealsQueryKeys } from './dealsQueryKeys';

/**
 * Saves the edit form (toasts of docs/product.md#deal-and-document-messages) and refreshes the
 * lists (the deal is read again a moment later for the duplicate check); `initialValues` are the form's starting values (only changed underwriting fields are sent).
 */
export function useUpdateDeal(dealId: string, initialValues?: DealFormValues) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  const recheckDuplicate = useDuplicateRecheck();
  return useMutation({
    mutationFn: (values: DealFormValues) => updateDeal(api, dealId, toDealRequest(values, initialValues)),
    onSuccess: async (deal) => {
      toast.success('Deal updated successfully');
      recheckDuplicate(deal.id);
      await queryClient.invalidateQueries({ queryKey: dealsQueryKeys.all });
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to update deal'));
    },
  });
}
