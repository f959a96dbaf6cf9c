import { authStorage, type ApiClient, type PublicConfig, type User } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { App } from '../src/App';
import type { RemoteLoader } from '../src/modules/remotes/types/RemoteLoader';
import type { BrowserNavigation } from '../src/modules/runtime/types/BrowserNavigation';
import type { PortalServices } from '../src/modules/runtime/types/PortalServices';
import { createAccessTokenHolder } from '../src/modules/auth/utils/createAccessTokenHolder';
import { createPortalApi } from '../src/modules/runtime/utils/createPortalApi';
import { createQueryClient } from '../src/modules/runtime/utils/createQueryClient';
import { FakeGateway, pagedRoute, publicConfig, quietEventStream, type RouteHandler } from '@portal/web-kit/testing';
import { routeXhrTo } from '@portal/web-kit/testing/fakeXhr';

export type FakeNavigation = BrowserNavigation & {
  assign: ReturnType<typeof vi.fn<(url: string) => void>>;
  replace: ReturnType<typeof vi.fn<(url: string) => void>>;
  reload: ReturnType<typeof vi.fn<() => void>>;
};

export function createFakeNavigation(): FakeNavigation {
  return {
    assign: vi.fn<(url: string) => void>(),
    replace: vi.fn<(url: string) => void>(),
    reload: vi.fn<() => void>(),
  };
}

/** Remote pages that render a recognisable text and the props they received. */
export const fakeRemoteLoader: RemoteLoader = async (id) => ({
  default: ({ user }: { user: User }) => (
    <div data-testid="remote-page">
      remote {id} for {user.username}
    </div>
  ),
});

export type RenderAppOptions = {
  path?: string;
  config?: PublicConfig | null;
  /**
   * Signs in before rendering: stores the user like a previous visit did, and the gateway's
   * refresh answers a token for them (the refresh cookie of that visit).
   */
  signedInAs?: User;
  /** What GET /auth/me answers (defaults to the signed-in user). */
  me?: User | Response | RouteHandler;
  gateway?: FakeGateway;
  loadRemote?: RemoteLoader;
  /**
   * Runs before the first render with the app's services, as bootstrap.tsx does; what it returns
   * replaces or adds services (a wrapped loader, the background calls' gate).
   */
  beforeRender?: (context: {
    api: ApiClient;
    queryClient: QueryClient;
    loadRemote: RemoteLoader;
  }) => Partial<Pick<PortalServices, 'loadRemote' | 'backgroundCallsReady'>> | void;
};

/** Renders the whole shell against a fake gateway, fake navigation and fake remotes. */
export function renderApp(options: RenderAppOptions = {}) {
  const gateway = options.gateway ?? new FakeGateway();
  const navigation = createFakeNavigation();
  if (options.config !== null) gateway.on('GET', '/config', options.config ?? publicConfig);
  if (options.signedInAs) {
    authStorage.saveUser(options.signedInAs);
    if (!gateway.has('POST', '/auth/refresh')) {
      gateway.on('POST', '/auth/refresh', {
        token: 'token-123',
        user: options.signedInAs,
        expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
      });
    }
    gateway.on('GET', '/auth/me', options.me ?? options.signedInAs);
  }
  gateway.on('POST', '/auth/logout', { message: 'Signed out' });
  if (!gateway.has('GET', '/deals')) gateway.on('GET', '/deals', pagedRoute([]));
  // The bell's feed: an open stream that stays quiet and no unread notifications, unless a test says otherwise.
  if (!gateway.has('GET', '/notifications/stream'))
    gateway.on('GET', '/notifications/stream', () => quietEventStream());
  if (!gateway.has('GET', '/notifications/updates')) {
    gateway.on('GET', '/notifications/updates', { unreadCount: 0, items: [], serverTime: '2026-04-10T12:00:00.000Z' });
  }
  if (options.path) window.history.replaceState(null, '', options.path);

  const accessToken = createAccessTokenHolder();
  const api = createPortalApi({ baseUrl: gateway.baseUrl, navigation, accessToken, fetch: gateway.fetch });
  // Uploads (a lender's term sheet) go through XMLHttpRequest; route them to the same gateway.
  routeXhrTo(gateway.fetch);
  const queryClient = createQueryClient({ retryDelay: 0 });
  const loadRemote = vi.fn(options.loadRemote ?? fakeRemoteLoader);
  const services: PortalServices = { api, accessToken, navigation, loadRemote };
  Object.assign(services, options.beforeRender?.({ api, queryClient, loadRemote }));
  const view = render(<App services={services} queryClient={queryClient} />);
  return { ...view, gateway, navigation, queryClient, loadRemote, accessToken };
}
