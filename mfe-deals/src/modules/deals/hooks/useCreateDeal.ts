import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useDuplicateRecheck } from '../../duplicates/hooks/useDuplicateRecheck';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { createDeal } from '../api/createDeal';
import type { DealFormValues } from '../types/DealFormValues';
import { toDealRequest } from '../utils/toDealRequest';
import { dealsQueryKeys } from './dealsQueryKeys';

/**
 * Creates a deal from the form (toasts of docs/product.md#deal-and-document-messages), refreshes
 * the lists, and reads the deal again a moment later for the duplicate check.
 */
export function useCreateDeal() {
  const { api, user } = useDealsServices();
  const queryClient = useQueryClient();
  const recheckDuplicate = useDuplicateRecheck();
  return useMutation({
    mutationFn: (values: DealFormValues) =>
      createDeal(api, { discordUsername: user.username, ...toDealRequest(values) }),
    onSuccess: async (deal) => {
      toast.success('Deal created successfully');
      recheckDuplicate(deal.id);
      await queryClient.invalidateQueries({ queryKey: dealsQueryKeys.all });
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to create deal'));
    },
  });
}
