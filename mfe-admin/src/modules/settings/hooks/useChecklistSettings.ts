import type { ChecklistSettingsRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { fetchChecklistSettings } from '../api/fetchChecklistSettings';
import { resetChecklistSettings } from '../api/resetChecklistSettings';
import { saveChecklistSettings } from '../api/saveChecklistSettings';

/** The checklist templates of every deal type and the reminder interval. */
export function useChecklistSettings() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.checklistSettings, queryFn: () => fetchChecklistSettings(api) });
}

/** Saves every template and the reminder interval (the gateway then recomputes every deal's progress). */
export function useSaveChecklistSettings() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ChecklistSettingsRequest) => saveChecklistSettings(api, request),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.checklistSettings, saved);
      toast.success('Checklist templates saved');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to save the checklist templates')),
  });
}

/** Puts the shipped default templates and reminder interval back. */
export function useResetChecklistSettings() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => resetChecklistSettings(api),
    onSuccess: (defaults) => {
      queryClient.setQueryData(adminQueryKeys.checklistSettings, defaults);
      toast.success('Shipped checklist templates restored');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to restore the shipped checklist templates')),
  });
}
