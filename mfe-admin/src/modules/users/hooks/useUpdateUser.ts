import type { User, UserUpdateRequest } from '@portal/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { serverErrorText } from '../../core/utils/serverErrorText';
import { updateUser } from '../api/updateUser';

export type UserFlagChange = { id: string; changes: UserUpdateRequest };

/**
 * Saves one Whitelisted or Admin toggle at once. The list shows the saved user; a refusal (such as
 * the last-admin rule) is reported with the server's words and the box returns to its saved state.
 */
export function useUpdateUser() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: UserFlagChange) => updateUser(api, id, changes),
    onSuccess: (updated) => {
      queryClient.setQueryData<User[]>(adminQueryKeys.users, (users) =>
        users?.map((user) => (user.id === updated.id ? updated : user)),
      );
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics });
      toast.success('User updated successfully');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to update user')),
  });
}
