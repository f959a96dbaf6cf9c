import type { User } from '@portal/contracts';
import { hashKey, type QueryClient } from '@tanstack/react-query';
import { currentUserQueryKey } from '../hooks/useCurrentUser';

/**
 * Calls `onUser` once, with the user, the moment GET /auth/me has answered (at once when it
 * already has), ahead of the render that answer causes. A failed /auth/me calls nothing; one
 * retried after a 503 calls it once it succeeds. Returns a function that stops waiting.
 */
export function whenUserKnown(queryClient: QueryClient, onUser: (user: User) => void): () => void {
  const known = queryClient.getQueryData<User>(currentUserQueryKey);
  if (known) {
    onUser(known);
    return () => undefined;
  }
  const hash = hashKey(currentUserQueryKey);
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.query.queryHash !== hash) return;
    const { status, data } = event.query.state;
    if (status !== 'success' || !data) return;
    unsubscribe();
    onUser(data as User);
  });
  return unsubscribe;
}
