import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import toast from 'react-hot-toast';
import { fetchDeal } from '../../deals/api/fetchDeal';
import { dealsQueryKeys } from '../../deals/hooks/dealsQueryKeys';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { POSSIBLE_DUPLICATE_MESSAGE } from '../utils/possibleDuplicateMessage';

/** How long after a save the deal is read again: the duplicate check runs after the answer. */
export const DUPLICATE_RECHECK_DELAY_MS = 1500;

/**
 * After a create or an edit succeeds, reads the deal once more a moment later and, when it is
 * flagged as a possible duplicate, says so in an info toast (the save's own answer never carries
 * the flag). The lists are refreshed so the deal shows its notice. A failed read says nothing.
 */
export function useDuplicateRecheck(): (dealId: string) => void {
  const { api } = useDealsServices();
  const queryClient = useQueryClient();
  return useCallback(
    (dealId: string) => {
      setTimeout(() => {
        fetchDeal(api, dealId)
          .then(async (deal) => {
            if (!deal.possibleDuplicate) return;
            toast(POSSIBLE_DUPLICATE_MESSAGE, { id: `possible-duplicate-${dealId}`, icon: 'ℹ️', duration: 8000 });
            await queryClient.invalidateQueries({ queryKey: dealsQueryKeys.all });
          })
          .catch(() => undefined);
      }, DUPLICATE_RECHECK_DELAY_MS);
    },
    [api, queryClient],
  );
}
