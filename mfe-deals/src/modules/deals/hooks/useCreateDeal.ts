import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '../../api/utils/serverErrorText';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { createDeal } from '../api/createDeal';
import type { DealFormValues } from '../types/DealFormValues';
import { toDealRequest } from '../utils/toDealRequest';
import { dealsQueryKeys } from './dealsQueryKeys';

/** Creates a deal from the form (spec §8 toasts) and refreshes the lists. */
export function useCreateDeal() {
  const { api, user } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: DealFormValues) =>
      createDeal(api, { discordUsername: user.username, ...toDealRequest(values) }),
    onSuccess: async () => {
      toast.success('Deal created successfully');
      await queryClient.invalidateQueries({ queryKey: dealsQueryKeys.all });
    },
    onError: (error) => {
      toast.error(serverErrorText(error, 'Failed to create deal'));
    },
  });
}
