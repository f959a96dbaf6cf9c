import type { ApiClient } from '@portal/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ApiErrorWording } from '../api/ApiRequestError';
import { fetchCurrentUser } from './fetchCurrentUser';

/** The current user of standalone mode, loaded once when a token is stored. */
export function useStandaloneUser(api: ApiClient, hasToken: boolean, wording?: ApiErrorWording) {
  return useQuery({
    queryKey: ['auth', 'me'],
    queryFn: () => fetchCurrentUser(api, wording),
    enabled: hasToken,
    retry: false,
  });
}
