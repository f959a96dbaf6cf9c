import type { EmailConfigRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { saveEmailConfig } from '../api/saveEmailConfig';

/** Saves the e-mail configuration with the messages of docs/product.md#admin-messages. */
export function useSaveEmailConfig() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: EmailConfigRequest) => saveEmailConfig(api, config),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.emailConfig, saved);
      toast.success('Email configuration saved successfully!');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to save email configuration')),
  });
}
