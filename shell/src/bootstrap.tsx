import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createFederationRemoteLoader } from './modules/remotes/utils/createFederationRemoteLoader';
import { browserNavigation } from './modules/runtime/utils/browserNavigation';
import { createPortalApi } from './modules/runtime/utils/createPortalApi';
import { createQueryClient } from './modules/runtime/utils/createQueryClient';
import { loadRuntimeConfig } from './modules/runtime/utils/loadRuntimeConfig';

// The composition root: runtime config, gateway client, remotes, then render.
async function start(): Promise<void> {
  const runtimeConfig = await loadRuntimeConfig();
  const services = {
    api: createPortalApi({ baseUrl: runtimeConfig.apiBaseUrl, navigation: browserNavigation }),
    navigation: browserNavigation,
    loadRemote: createFederationRemoteLoader(runtimeConfig.remotes),
  };
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <App services={services} queryClient={createQueryClient()} />
    </StrictMode>,
  );
}

void start();
