import type { User, UserPage, UserUpdateRequest } from '@portal/contracts';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
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
      const replace = (user: User) => (user.id === updated.id ? updated : user);
      // Every copy of the user: the whole list (the import's owner choice) and the tab's pages.
      queryClient.setQueriesData<User[] | InfiniteData<UserPage>>({ queryKey: adminQueryKeys.users }, (data) => {
        if (!data) return data;
        if (Array.isArray(data)) return data.map(replace);
        return { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.map(replace) })) };
      });
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.analytics });
      toast.success('User updated successfully');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to update user')),
  });
}
