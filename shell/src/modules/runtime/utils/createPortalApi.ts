import { authStorage, createApiClient, type ApiClient } from '@portal/contracts';
import type { BrowserNavigation } from '../types/BrowserNavigation';

export type CreatePortalApiOptions = {
  baseUrl: string;
  navigation: BrowserNavigation;
  fetch?: typeof globalThis.fetch;
};

/**
 * The gateway client of the shell (and, through props, of the remotes). Every call carries the
 * stored bearer token; any 401 clears the token and user and reloads the page (spec §4).
 */
export function createPortalApi({ baseUrl, navigation, fetch }: CreatePortalApiOptions): ApiClient {
  return createApiClient({
    baseUrl,
    ...(fetch ? { fetch } : {}),
    onUnauthorized: () => {
      authStorage.clear();
      navigation.reload();
    },
  });
}
