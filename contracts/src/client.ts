import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { authStorage } from './authStorage';

export type ApiClient = Client<paths>;

export type ApiClientOptions = {
  /** The gateway's origin, e.g. `http://localhost:4000`. */
  baseUrl: string;
  /** Reads the bearer token for each call; defaults to local storage. */
  getToken?: () => string | null;
  /**
   * Called on any 401 answer. Defaults to spec §4: clear the stored token and user,
   * then reload the page.
   */
  onUnauthorized?: () => void;
  fetch?: typeof globalThis.fetch;
};

function signOutAndReload(): void {
  authStorage.clear();
  (globalThis as { location?: { reload(): void } }).location?.reload();
}

/** A typed client for every operation of `contracts/openapi.yaml`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const getToken = options.getToken ?? (() => authStorage.getToken());
  const onUnauthorized = options.onUnauthorized ?? signOutAndReload;
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const auth: Middleware = {
    onRequest({ request }) {
      const token = getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ response }) {
      if (response.status === 401) onUnauthorized();
      return response;
    },
  };
  client.use(auth);
  return client;
}
