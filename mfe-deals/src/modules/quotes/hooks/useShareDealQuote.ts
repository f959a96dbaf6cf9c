import type { LenderQuote } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { shareDealQuote } from '../api/quotesApi';
import { quotesQueryKeys } from './quotesQueryKeys';

/** Shares a quote with the deal's owner or stops sharing it; the quote as answered replaces the listed one. */
export function useShareDealQuote(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ quoteId, shared }: { quoteId: string; shared: boolean }) =>
      shareDealQuote(api, dealId, quoteId, shared),
    onSuccess: (quote) => {
      queryClient.setQueryData<LenderQuote[]>(quotesQueryKeys.ofDeal(dealId), (quotes) =>
        quotes?.map((each) => (each.id === quote.id ? quote : each)),
      );
      void queryClient.invalidateQueries({ queryKey: quotesQueryKeys.sharedOfDeal(dealId) });
    },
  });
}
