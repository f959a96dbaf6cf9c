import { authStorage } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { isServiceUnavailable } from '../../runtime/utils/isServiceUnavailable';
import { fetchCurrentUser } from '../api/fetchCurrentUser';
import { isLeavingPage } from '../utils/pageLeaving';

export const currentUserQueryKey = ['auth', 'me'] as const;

/**
 * GET /auth/me once per session when a token is held: no retry, no refetch
 * (docs/product.md#sessions). The answer is stored as the local user; a failure clears the token
 * and user (signed out), except when the gateway answers 503 (its database is down, or the instance
 * is shutting down): that must not sign everyone out, so the session is kept for a retry.
 */
export function useCurrentUser(hasToken: boolean) {
  const { api, accessToken } = usePortalServices();
  return useQuery({
    queryKey: currentUserQueryKey,
    queryFn: async () => {
      try {
        const user = await fetchCurrentUser(api);
        authStorage.saveUser(user);
        return user;
      } catch (error) {
        if (isLeavingPage()) {
          // Cut off by leaving the page: the next page starts the session again.
        } else if (isServiceUnavailable(error)) {
          console.error('The gateway is unavailable; keeping the session to try again.', error);
        } else {
          console.error('Could not load the current user; signing out.', error);
          accessToken.clear();
          authStorage.clear();
        }
        throw error;
      }
    },
    enabled: hasToken,
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
}
