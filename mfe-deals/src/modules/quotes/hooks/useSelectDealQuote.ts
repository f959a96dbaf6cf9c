import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { selectDealQuote } from '../api/quotesApi';
import { quotesQueryKeys } from './quotesQueryKeys';

/**
 * Selects a quote: the answer (the deal's quotes as they are now) replaces the list, and every
 * deal query is read again, since the deal itself now carries the selected quote.
 */
export function useSelectDealQuote(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (quoteId: string) => selectDealQuote(api, dealId, quoteId),
    onSuccess: async (quotes) => {
      queryClient.setQueryData(quotesQueryKeys.ofDeal(dealId), quotes);
      await queryClient.invalidateQueries({ queryKey: dealsQueryKeys.all });
    },
  });
}
