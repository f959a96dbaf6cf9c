import type { User } from '@portal/contracts';
import { useAuth } from './useAuth';

/** The signed-in user, for pages that only render behind the sign-in gate. */
export function useSignedInUser(): User {
  const { state } = useAuth();
  if (state.status !== 'signed-in') throw new Error('useSignedInUser needs a signed-in user.');
  return state.user;
}
