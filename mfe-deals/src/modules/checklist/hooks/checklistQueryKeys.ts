import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';

/**
 * Query keys of a deal's checklist. Under `['deals']`, so whatever refreshes the deals (an edit
 * that changes the type, an upload, a review) refreshes the checklist too.
 */
export const checklistQueryKeys = {
  ofDeal: (dealId: string) => [...dealsQueryKeys.all, dealId, 'checklist'] as const,
};
