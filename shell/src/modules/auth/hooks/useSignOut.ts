import { useCallback, useState } from 'react';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { logout } from '../api/logout';
import { useAuth } from './useAuth';

/**
 * Logout (spec §4): tell the server (a failure is only logged), then always clear the local
 * token and user and go to '/'.
 */
export function useSignOut() {
  const { api, navigation } = usePortalServices();
  const { endSession } = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    setIsSigningOut(true);
    try {
      await logout(api);
    } catch (error) {
      console.error('Logout call failed; signing out locally.', error);
    } finally {
      endSession();
      navigation.assign('/');
    }
  }, [api, endSession, navigation]);

  return { signOut, isSigningOut };
}
