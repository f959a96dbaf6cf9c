import type { DiscordRoleAccessRequest } from '@portal/contracts';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import toast from 'react-hot-toast';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { adminQueryKeys } from '../../core/utils/adminQueryKeys';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { fetchDiscordAccessChanges } from '../api/fetchDiscordAccessChanges';
import { fetchDiscordRoleAccess } from '../api/fetchDiscordRoleAccess';
import { saveDiscordRoleAccess } from '../api/saveDiscordRoleAccess';

/** The saved guild and granting roles. */
export function useDiscordRoleAccess() {
  const { api } = useAdminServices();
  return useQuery({ queryKey: adminQueryKeys.discordRoleAccess, queryFn: () => fetchDiscordRoleAccess(api) });
}

/** Saves the guild and granting roles. */
export function useSaveDiscordRoleAccess() {
  const { api } = useAdminServices();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: DiscordRoleAccessRequest) => saveDiscordRoleAccess(api, request),
    onSuccess: (saved) => {
      queryClient.setQueryData(adminQueryKeys.discordRoleAccess, saved);
      toast.success('Discord role access saved');
    },
    onError: (error) => toast.error(serverErrorText(error, 'Failed to save Discord role access')),
  });
}

/** The access changes roles made, newest first: the first page, and more on request. */
export function useDiscordAccessChanges() {
  const { api } = useAdminServices();
  const query = useInfiniteQuery({
    queryKey: adminQueryKeys.discordAccessChanges,
    queryFn: ({ pageParam }) => fetchDiscordAccessChanges(api, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  const pages = query.data?.pages;
  const changes = useMemo(() => pages?.flatMap((page) => page.items), [pages]);
  return {
    data: changes,
    total: pages?.at(-1)?.total ?? 0,
    isPending: query.isPending,
    isError: query.isError && !changes,
    error: query.error,
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
    refetch: () => void query.refetch(),
  };
}
