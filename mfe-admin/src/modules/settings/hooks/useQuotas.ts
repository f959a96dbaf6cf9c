import type { QuotasRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { fetchQuotas } from '../api/fetchQuotas';
import { saveQuotas } from '../api/saveQuotas';

/** The per-member quotas in force and their defaults. */
export function useQuotas() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.quotas, queryFn: () => fetchQuotas(api) });
}

/** Saves the quotas; every gateway applies them from the next request. */
export function useSaveQuotas() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: QuotasRequest) => saveQuotas(api, request),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.quotas, saved);
      toast.success('Quotas saved');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to save the quotas')),
  });
}
