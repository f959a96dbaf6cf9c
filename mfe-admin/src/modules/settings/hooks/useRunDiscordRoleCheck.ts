import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { runDiscordRoleCheck } from '../api/runDiscordRoleCheck';

/**
 * Check now: runs the role re-check at once. Whatever the outcome, the settings (last check)
 * and the access-change list are read again, since a run that stopped may still have changed some.
 */
export function useRunDiscordRoleCheck() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => runDiscordRoleCheck(api),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.discordRoleAccess, exact: true }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.discordAccessChanges }),
      ]);
    },
  });
}
