import type { DealFeeRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { saveDealFee } from '../api/feesApi';
import { feesQueryKeys } from './feesQueryKeys';

/**
 * Saves an admin's change of a deal's fee; the fee shows the answer at once, and the lists, the
 * earnings and the deal's timeline (its `feeChanged` entry) are read again.
 */
export function useSaveDealFee(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DealFeeRequest) => saveDealFee(api, dealId, request),
    onSuccess: async ({ fee }) => {
      queryClient.setQueryData(feesQueryKeys.ofDeal(dealId), fee);
      await queryClient.invalidateQueries({
        queryKey: dealsQueryKeys.all,
        predicate: (query) => query.queryKey[2] !== 'fee' || query.queryKey[1] !== dealId,
      });
    },
  });
}
