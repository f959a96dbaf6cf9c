import type { AutoAccessUser } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { removeAutoAccessUser } from '../api/removeAutoAccessUser';

/** Removes a username from the list. */
export function useRemoveAutoAccessUser() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entry: AutoAccessUser) => removeAutoAccessUser(api, entry.id),
    onSuccess: (_result, entry) => {
      toast.success(`Discord username "${entry.discordUsername}" removed from auto-access list successfully`);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.autoAccess });
    },
    onError: () => toast.error('Failed to remove user'),
  });
}
