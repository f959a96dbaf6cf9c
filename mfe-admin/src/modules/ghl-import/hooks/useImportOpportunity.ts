import type { GhlOpportunity } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { importOpportunity } from '../api/importOpportunity';

export type ImportRequest = { opportunity: GhlOpportunity; userId: string };

/**
 * Imports the picked opportunity for the chosen user, with the messages of
 * docs/product.md#admin-messages.
 */
export function useImportOpportunity() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ opportunity, userId }: ImportRequest) => importOpportunity(api, opportunity, userId),
    onSuccess: () => {
      toast.success('Opportunity imported successfully!');
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.comparisons });
    },
    onError: () => toast.error('Failed to import opportunity'),
  });
}
