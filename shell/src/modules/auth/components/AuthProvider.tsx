import { authStorage } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { publicConfigQueryKey } from '../../config/hooks/usePublicConfig';
import { isServiceUnavailable } from '../../runtime/utils/isServiceUnavailable';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { authContext, type AuthContextValue, type AuthState } from '../states/authContext';
import { consumeSignInParams } from '../utils/consumeSignInParams';

function readInitialSession(): { token: string | null; signInRefused: boolean } {
  const outcome = consumeSignInParams();
  // Reading the user first: invalid stored user JSON clears both entries (signed out).
  authStorage.getUser();
  return { token: authStorage.getToken(), signInRefused: outcome === 'refused' };
}

export type AuthProviderProps = {
  children: ReactNode;
};

/**
 * Owns the session. Must render outside the router: it rewrites the address bar (sign-in
 * callback) before the router reads it.
 */
export function AuthProvider({ children }: AuthProviderProps) {
  const queryClient = useQueryClient();
  const [initial] = useState(readInitialSession);
  const [token, setToken] = useState<string | null>(initial.token);
  const currentUser = useCurrentUser(token);

  const endSession = useCallback(() => {
    authStorage.clear();
    // Forget everything the session loaded; the public configuration stays.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== publicConfigQueryKey[0] });
    setToken(null);
  }, [queryClient]);

  const state: AuthState = useMemo(() => {
    if (token === null) return { status: 'signed-out' };
    if (currentUser.data) return { status: 'signed-in', user: currentUser.data };
    if (currentUser.isFetching) return { status: 'loading' };
    if (currentUser.isError) {
      return isServiceUnavailable(currentUser.error) ? { status: 'unavailable' } : { status: 'signed-out' };
    }
    return { status: 'loading' };
  }, [token, currentUser.isError, currentUser.error, currentUser.isFetching, currentUser.data]);

  const { refetch } = currentUser;
  const retryCurrentUser = useCallback(() => void refetch(), [refetch]);
  const value = useMemo<AuthContextValue>(
    () => ({ state, endSession, signInRefused: initial.signInRefused, retryCurrentUser }),
    [state, endSession, initial.signInRefused, retryCurrentUser],
  );
  return <authContext.Provider value={value}>{children}</authContext.Provider>;
}
