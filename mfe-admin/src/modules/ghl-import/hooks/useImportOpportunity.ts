import type { GhlOpportunity } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { importOpportunity } from '../api/importOpportunity';

export type ImportRequest = {
  opportunity: GhlOpportunity;
  userId: string;
  /** Link to this existing deal (its `id`) instead of creating one; `linkDealName` names it in the toast. */
  linkDealId?: string;
  linkDealName?: string;
};

/**
 * Imports the picked opportunity for the chosen user, with the messages of
 * docs/product.md#admin-messages.
 */
export function useImportOpportunity() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ opportunity, userId, linkDealId }: ImportRequest) =>
      importOpportunity(api, opportunity, userId, linkDealId),
    onSuccess: (_result, { linkDealId, linkDealName }) => {
      toast.success(
        linkDealId ? `Opportunity linked to ${linkDealName ?? 'the deal'}` : 'Opportunity imported successfully!',
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.comparisons });
    },
    onError: (_error, { linkDealId }) =>
      toast.error(linkDealId ? 'Failed to link the opportunity to the deal' : 'Failed to import opportunity'),
  });
}
