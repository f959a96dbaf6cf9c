import { useQuery } from '@tanstack/react-query';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { fetchPublicConfig } from '../api/fetchPublicConfig';

export const publicConfigQueryKey = ['config'] as const;

/** The gateway's public configuration, read once per page load. */
export function usePublicConfig() {
  const { api } = usePortalServices();
  return useQuery({
    queryKey: publicConfigQueryKey,
    queryFn: () => fetchPublicConfig(api),
    staleTime: Infinity,
  });
}
