import { useCallback, useState } from 'react';
import { LEAVE_PAGE_UNSAVED, mayLeaveUnsaved, unsavedChanges } from '@portal/web-kit/unsaved-changes';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import { logout } from '../api/logout';
import { useAuth } from './useAuth';

/**
 * Logout (docs/product.md#sessions): tell the server (a failure is only logged), then always clear
 * the local token and user and go to '/'. Unsaved edits are asked about first; declining keeps the
 * session and the edits.
 */
export function useSignOut() {
  const { api, navigation } = usePortalServices();
  const { endSession } = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);

  const signOut = useCallback(async () => {
    if (!mayLeaveUnsaved(LEAVE_PAGE_UNSAVED)) return;
    // Agreed to lose them: the full-page load to '/' must not ask again.
    unsavedChanges.discard();
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
