import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { addAutoAccessUser } from '../api/addAutoAccessUser';

export type AddAutoAccessInput = { discordUsername: string; notes: string };

/** Adds one username (trimmed; blank notes are sent as null). */
export function useAddAutoAccessUser() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ discordUsername, notes }: AddAutoAccessInput) =>
      addAutoAccessUser(api, discordUsername.trim(), notes.trim() || null),
    onSuccess: (entry) => {
      toast.success(`Discord username "${entry.discordUsername}" added to auto-access list successfully`);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.autoAccess });
    },
    onError: () => toast.error('Failed to add user'),
  });
}
