import type { ApiClient } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { whenUserKnown } from '../../auth/utils/whenUserKnown';
import type { RemoteLoader } from '../types/RemoteLoader';
import type { RemotePreload } from '../types/RemotePageProps';
import { isFailedRemoteModule } from './failedRemoteModule';

/** The preload function of a loaded `./preload` module (its `preload` or default export), if any. */
function toRemotePreload(loaded: unknown): RemotePreload | null {
  if (!loaded || typeof loaded !== 'object' || isFailedRemoteModule(loaded)) return null;
  const module = loaded as { preload?: unknown; default?: unknown };
  const candidate = module.preload ?? module.default;
  return typeof candidate === 'function' ? (candidate as RemotePreload) : null;
}

export type PreloadDealsOnSignInOptions = {
  queryClient: QueryClient;
  api: ApiClient;
  loadRemote: RemoteLoader;
  /** The address bar's search string (an admin's filters). */
  search: string;
};

/**
 * The deals page's first request, started as soon as the user is known instead of after the
 * remote page has loaded and rendered: mfe-deals' small `./preload` module is fetched at once,
 * and called with the user the moment /auth/me answers. It fills the shared QueryClient, where
 * the page's own query finds the request done or on its way. A preload that cannot be loaded is
 * ignored: the page loads its deals itself, and shows any failure of its own. Resolves once the
 * preload module has arrived (or failed to): the caller can then fetch the page's larger chunks
 * without their evaluation holding up the first request.
 */
export function preloadDealsOnSignIn({
  queryClient,
  api,
  loadRemote,
  search,
}: PreloadDealsOnSignInOptions): Promise<void> {
  const preload = loadRemote('mfeDeals/preload').then(toRemotePreload, () => null);
  whenUserKnown(queryClient, (user) => {
    if (!user.isWhitelisted) return;
    void preload.then((run) => run?.({ api, user, queryClient, search })).catch(() => undefined);
  });
  return preload.then(() => undefined);
}
