import type { User } from '@portal/contracts';
import { createContext } from 'react';

export type AuthState =
  | { status: 'signed-out' }
  | { status: 'loading' }
  | { status: 'signed-in'; user: User }
  /** /auth/me answered 503 (the gateway cannot serve calls for now): the session is kept for a retry. */
  | { status: 'unavailable' };

export type AuthContextValue = {
  state: AuthState;
  /** Forgets the session locally: the token in memory, the stored user, cached queries. */
  endSession: () => void;
  /** The sign-in this page load returned from was refused (expired, reused, or another browser's). */
  signInRefused: boolean;
  /** Asks /auth/me again (after it was unavailable). */
  retryCurrentUser: () => void;
};

export const authContext = createContext<AuthContextValue | null>(null);
