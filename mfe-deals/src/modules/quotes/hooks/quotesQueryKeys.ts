import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';

/** Under the deal's key, so that the deal's timeline and its quotes refresh together. */
export const quotesQueryKeys = {
  ofDeal: (dealId: string) => [...dealsQueryKeys.all, dealId, 'quotes'] as const,
  sharedOfDeal: (dealId: string) => [...dealsQueryKeys.all, dealId, 'quotes', 'shared'] as const,
  lenders: (search: string) => ['quotes', 'lenders', search] as const,
};
