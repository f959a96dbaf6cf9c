import { authStorage, createApiClient, type ApiClient } from '@portal/contracts';
import { refreshSession } from '../../auth/api/refreshSession';
import type { AccessTokenHolder } from '../../auth/utils/createAccessTokenHolder';
import type { BrowserNavigation } from '../types/BrowserNavigation';

export type CreatePortalApiOptions = {
  baseUrl: string;
  navigation: BrowserNavigation;
  accessToken: AccessTokenHolder;
  fetch?: typeof globalThis.fetch;
  /** The current time in ms (tests). */
  now?: () => number;
};

/**
 * The gateway client of the shell (and, through props, of the remotes, whatever their origin).
 * Every call carries the bearer token held in memory; shortly before it expires the next call
 * first gets a fresh one from the refresh cookie (one refresh at a time). Any 401 to a call that
 * carried a token clears the token and user and reloads the page (docs/product.md#sessions).
 */
export function createPortalApi({
  baseUrl,
  navigation,
  accessToken,
  fetch,
  now = Date.now,
}: CreatePortalApiOptions): ApiClient {
  let refreshing: Promise<void> | null = null;
  const refresh = async () => {
    try {
      const grant = await refreshSession(api);
      accessToken.set(grant.token, grant.expiresAt);
    } catch (error) {
      // The call goes on with the token it has (if any); a 401 to it then signs the user out.
      console.error('Could not refresh the session token.', error);
    }
  };
  const api = createApiClient({
    baseUrl,
    ...(fetch ? { fetch } : {}),
    getToken: async () => {
      if (accessToken.get() !== null && accessToken.needsRefresh(now())) {
        refreshing ??= refresh().finally(() => (refreshing = null));
        await refreshing;
      }
      return accessToken.get();
    },
    onUnauthorized: () => {
      accessToken.clear();
      authStorage.clear();
      navigation.reload();
    },
  });
  return api;
}
