import { useContext } from 'react';
import { authContext, type AuthContextValue } from '../states/authContext';

/** The visitor's session: signed out, loading the current user, or signed in. */
export function useAuth(): AuthContextValue {
  const value = useContext(authContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>.');
  return value;
}
