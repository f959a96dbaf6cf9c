import type { User } from '@portal/contracts';
import { createContext } from 'react';

export type AuthState = { status: 'signed-out' } | { status: 'loading' } | { status: 'signed-in'; user: User };

export type AuthContextValue = {
  state: AuthState;
  /** Forgets the session locally: stored token and user, cached queries. */
  endSession: () => void;
};

export const authContext = createContext<AuthContextValue | null>(null);
