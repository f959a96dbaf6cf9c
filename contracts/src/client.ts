import createClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { authStorage } from './authStorage';

export type ApiClient = Client<paths>;

export type ApiClientOptions = {
  /** The gateway's origin, e.g. `http://localhost:4000`. */
  baseUrl: string;
  /**
   * The bearer token for each call (it may first refresh it). The shell keeps its token in memory;
   * the default reads local storage, for a remote's standalone development mode only.
   */
  getToken?: () => string | null | Promise<string | null>;
  /**
   * Called on a 401 answer to a call that carried a token (the session ended). Defaults to
   * docs/product.md#sessions: clear the stored token and user, then reload the page.
   */
  onUnauthorized?: () => void;
  fetch?: typeof globalThis.fetch;
};

function signOutAndReload(): void {
  authStorage.clear();
  (globalThis as { location?: { reload(): void } }).location?.reload();
}

/**
 * The calls that read the auth cookies instead of a bearer token (the sign-in code exchange and
 * the refresh): they never carry one, and their 401 means "not signed in", not "signed out now".
 */
const COOKIE_ROUTES: ReadonlySet<string> = new Set(['/auth/session', '/auth/refresh']);

/** A typed client for every operation of `contracts/openapi.yaml`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const getToken = options.getToken ?? (() => authStorage.getToken());
  const onUnauthorized = options.onUnauthorized ?? signOutAndReload;
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  const auth: Middleware = {
    async onRequest({ request, schemaPath }) {
      if (COOKIE_ROUTES.has(schemaPath)) return request;
      const token = await getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
    onResponse({ request, response }) {
      if (response.status === 401 && request.headers.has('Authorization')) onUnauthorized();
      return response;
    },
  };
  client.use(auth);
  return client;
}
