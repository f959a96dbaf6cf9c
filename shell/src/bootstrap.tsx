import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authStorage } from '@portal/contracts';
import { App } from './App';
import { loadSignedInRoutes } from './AppRoutes';
import { createFederationRemoteLoader } from './modules/remotes/utils/createFederationRemoteLoader';
import { preloadDealsOnSignIn } from './modules/remotes/utils/preloadDealsOnSignIn';
import { browserNavigation } from './modules/runtime/utils/browserNavigation';
import { createPortalApi } from './modules/runtime/utils/createPortalApi';
import { createQueryClient } from './modules/runtime/utils/createQueryClient';
import { loadRuntimeConfig } from './modules/runtime/utils/loadRuntimeConfig';

/** The paths of the deals page (SignedInRoutes). */
const DEALS_PATHS = new Set(['/', '/deals']);

// The composition root: runtime config, gateway client, remotes, then render.
async function start(): Promise<void> {
  // A visitor with a session (stored, or arriving from the sign-in callback) needs the signed-in
  // pages: fetch them alongside the runtime config and /auth/me instead of after them.
  const hasSession = Boolean(authStorage.getToken()) || new URLSearchParams(window.location.search).has('token');
  if (hasSession) void loadSignedInRoutes().catch(() => undefined);
  const runtimeConfig = await loadRuntimeConfig();
  const services = {
    api: createPortalApi({ baseUrl: runtimeConfig.apiBaseUrl, navigation: browserNavigation }),
    navigation: browserNavigation,
    loadRemote: createFederationRemoteLoader(runtimeConfig.remotes),
  };
  const queryClient = createQueryClient();
  // Opening the deals page (every member's landing page) with a session: start on its remote
  // while /auth/me is answered. The page's own load reuses it (a failure shows there, as ever).
  // Its first deals request starts the moment /auth/me answers, before the page has rendered.
  // The small preload module comes first, the page's chunks right after it: on a cold cache their
  // download and evaluation would otherwise hold up the preload (and so the first deals request).
  if (hasSession && DEALS_PATHS.has(window.location.pathname)) {
    void preloadDealsOnSignIn({
      queryClient,
      api: services.api,
      loadRemote: services.loadRemote,
      search: window.location.search,
    }).then(() => services.loadRemote('mfeDeals/DealsPage').catch(() => undefined));
  }
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App services={services} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
