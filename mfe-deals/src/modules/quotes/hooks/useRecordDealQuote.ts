import type { LenderQuoteRecordRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { recordDealQuote } from '../api/quotesApi';

/** Records a quote given outside the portal; the deal's quotes and timeline are read again. */
export function useRecordDealQuote(dealId: string) {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: LenderQuoteRecordRequest) => recordDealQuote(api, dealId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...dealsQueryKeys.all, dealId] }),
  });
}
