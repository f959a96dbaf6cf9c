import type { DuplicateSettingsRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { fetchDuplicateSettings } from '../api/fetchDuplicateSettings';
import { saveDuplicateSettings } from '../api/saveDuplicateSettings';

/** How long a closed deal still counts for the duplicate check, and the shipped default. */
export function useDuplicateSettings() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.duplicateSettings, queryFn: () => fetchDuplicateSettings(api) });
}

/** Saves the window, or puts the default back with null. */
export function useSaveDuplicateSettings() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DuplicateSettingsRequest) => saveDuplicateSettings(api, request),
    onSuccess: (saved, request) => {
      queryClient.setQueryData(adminQueryKeys.duplicateSettings, saved);
      toast.success(request.closedWithinDays === null ? 'Default duplicate check restored' : 'Duplicate check saved');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to save the duplicate check')),
  });
}
