import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';

/**
 * Under the deals' key: a create, edit, delete or fee change refreshes the deal's fee, the list's
 * fee badges and the earnings together.
 */
export const feesQueryKeys = {
  ofDeal: (dealId: string) => [...dealsQueryKeys.all, dealId, 'fee'] as const,
  earnings: [...dealsQueryKeys.all, 'earnings'] as const,
};
