import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { authStorage } from '@portal/contracts';
import { App } from './App';
import { createAccessTokenHolder } from './modules/auth/utils/createAccessTokenHolder';
import { takeSignInCallback } from './modules/auth/utils/takeSignInCallback';
import { loadSignedInRoutes } from './AppRoutes';
import { createFederationRemoteLoader } from './modules/remotes/utils/createFederationRemoteLoader';
import { loadDealsPageAfterRequest, preloadDealsOnSignIn } from './modules/remotes/utils/preloadDealsOnSignIn';
import { backgroundCallsReady } from './modules/runtime/utils/backgroundCallsReady';
import { browserNavigation } from './modules/runtime/utils/browserNavigation';
import { createPortalApi } from './modules/runtime/utils/createPortalApi';
import { createQueryClient } from './modules/runtime/utils/createQueryClient';
import { loadRuntimeConfig } from './modules/runtime/utils/loadRuntimeConfig';

/** The paths of the deals page (SignedInRoutes). */
const DEALS_PATHS = new Set(['/', '/deals']);

// The composition root: runtime config, gateway client, remotes, then render.
async function start(): Promise<void> {
  // The sign-in code leaves the address bar before anything else runs.
  const signInCallback = takeSignInCallback();
  const accessToken = createAccessTokenHolder();
  // A visitor with a session (a user stored by an earlier visit, or arriving from the sign-in
  // callback) needs the signed-in pages: fetch them alongside the runtime config and the session
  // instead of after them.
  const hasSession = authStorage.getUser() !== null || signInCallback.code !== null;
  if (hasSession) void loadSignedInRoutes().catch(() => undefined);
  const runtimeConfig = await loadRuntimeConfig();
  const api = createPortalApi({ baseUrl: runtimeConfig.apiBaseUrl, navigation: browserNavigation, accessToken });
  const remotes = createFederationRemoteLoader(runtimeConfig.remotes);
  const queryClient = createQueryClient();
  // Opening the deals page (every member's landing page) with a session: start on its remote
  // while /auth/me is answered; its first deals request starts the moment both are in, before
  // the page has loaded or rendered. The page's own load reuses it (a failure shows there).
  // Nothing else may hold that request up: the page's larger chunks are fetched once it is on
  // its way (their download and evaluation would otherwise come first on a cold cache), and the
  // bell's calls wait until it has been answered (backgroundCallsReady).
  const dealsPreload =
    hasSession && DEALS_PATHS.has(window.location.pathname)
      ? preloadDealsOnSignIn({ queryClient, api, loadRemote: remotes, search: window.location.search })
      : null;
  const loadRemote = dealsPreload ? loadDealsPageAfterRequest(remotes, dealsPreload) : remotes;
  if (dealsPreload) void loadRemote('mfeDeals/DealsPage').catch(() => undefined);
  const services = {
    api,
    accessToken,
    signInCallback,
    navigation: browserNavigation,
    loadRemote,
    backgroundCallsReady: backgroundCallsReady(queryClient, dealsPreload?.settled ?? null),
  };
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App services={services} queryClient={queryClient} />
    </StrictMode>,
  );
}

void start();
