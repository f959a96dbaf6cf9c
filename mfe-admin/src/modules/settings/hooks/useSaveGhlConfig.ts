import type { GhlConfigRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { saveGhlConfig } from '../api/saveGhlConfig';

/** Saves the GHL configuration; the connection state and pipeline lists are read again. */
export function useSaveGhlConfig() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: GhlConfigRequest) => saveGhlConfig(api, config),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.ghlConfig, saved);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.ghlConnection });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.ghlPipelines });
      toast.success('GHL configuration saved successfully');
    },
    onError: () => toast.error('Failed to save GHL configuration'),
  });
}
