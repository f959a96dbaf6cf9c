import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';

/**
 * Query keys of a deal's sizing and matches. Under `['deals']`, so saving an edit of the deal
 * (which refreshes the deals) sizes and matches it again.
 */
export const placementQueryKeys = {
  placement: (dealId: string) => [...dealsQueryKeys.all, dealId, 'placement'] as const,
  matches: (dealId: string) => [...dealsQueryKeys.all, dealId, 'matches'] as const,
};
