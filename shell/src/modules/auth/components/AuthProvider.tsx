import { authStorage } from '@portal/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { publicConfigQueryKey } from '../../config/hooks/usePublicConfig';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { isServiceUnavailable } from '../../runtime/utils/isServiceUnavailable';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { authContext, type AuthContextValue, type AuthState } from '../states/authContext';
import { startSession } from '../utils/startSession';
import { takeSignInCallback, type SignInCallback } from '../utils/takeSignInCallback';

export const sessionStartQueryKey = ['auth', 'session'] as const;

/** A later start of the session: no code to exchange, so the refresh cookie is asked. */
const NO_CALLBACK: SignInCallback = { code: null, outcome: 'none' };

export type AuthProviderProps = {
  children: ReactNode;
};

/**
 * Owns the session. Must render outside the router: it rewrites the address bar (sign-in
 * callback) before the router reads it.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const { api, accessToken, signInCallback } = usePortalServices();
  const [callback] = useState(() => signInCallback ?? takeSignInCallback());
  // The code is single-use: when the start runs again (a page invalidating every query), it must
  // not spend the code a second time, which the gateway refuses and which would sign the user out.
  const codeSpent = useRef(false);
  const session = useQuery({
    queryKey: sessionStartQueryKey,
    queryFn: () => {
      const start = codeSpent.current ? NO_CALLBACK : callback;
      codeSpent.current = true;
      return startSession(api, accessToken, start);
    },
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    refetchOnMount: false,
  });
  const [ended, setEnded] = useState(false);
  const hasToken = session.data?.status === 'signed-in' && !ended;
  const currentUser = useCurrentUser(hasToken);

  const endSession = useCallback(() => {
    accessToken.clear();
    authStorage.clear();
    setEnded(true);
    // Forget everything the session loaded; the public configuration and how it started stay.
    queryClient.removeQueries({
      predicate: ({ queryKey }) =>
        queryKey[0] !== publicConfigQueryKey[0] && !(queryKey[0] === 'auth' && queryKey[1] === 'session'),
    });
  }, [accessToken, queryClient]);

  const state: AuthState = useMemo(() => {
    if (ended) return { status: 'signed-out' };
    if (!session.data) return { status: 'loading' };
    if (session.data.status === 'unavailable')
      return session.isFetching ? { status: 'loading' } : { status: 'unavailable' };
    if (!hasToken) return { status: 'signed-out' };
    if (currentUser.data) return { status: 'signed-in', user: currentUser.data };
    if (currentUser.isFetching) return { status: 'loading' };
    if (currentUser.isError) {
      return isServiceUnavailable(currentUser.error) ? { status: 'unavailable' } : { status: 'signed-out' };
    }
    return { status: 'loading' };
  }, [
    ended,
    session.data,
    session.isFetching,
    hasToken,
    currentUser.isError,
    currentUser.error,
    currentUser.isFetching,
    currentUser.data,
  ]);

  const signInRefused =
    callback.outcome === 'refused' || (session.data?.status === 'signed-out' && session.data.refused);
  const { refetch: refetchSession } = session;
  const { refetch: refetchUser } = currentUser;
  const sessionUnavailable = session.data?.status === 'unavailable';
  const retryCurrentUser = useCallback(
    () => void (sessionUnavailable ? refetchSession() : refetchUser()),
    [sessionUnavailable, refetchSession, refetchUser],
  );
  const value = useMemo<AuthContextValue>(
    () => ({ state, endSession, signInRefused, retryCurrentUser }),
    [state, endSession, signInRefused, retryCurrentUser],
  );
  return <authContext.Provider value={value}>{children}</authContext.Provider>;
}
