import type { ApiClient } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { whenUserKnown } from '../../auth/utils/whenUserKnown';
import type { RemoteLoader } from '../types/RemoteLoader';
import type { RemotePreload } from '@portal/web-kit/remote-contract';
import { isFailedRemoteModule } from './failedRemoteModule';

/** The preload function of a loaded `./preload` module (its `preload` or default export), if any. */
function toRemotePreload(loaded: unknown): RemotePreload | null {
  if (!loaded || typeof loaded !== 'object' || isFailedRemoteModule(loaded)) return null;
  const module = loaded as { preload?: unknown; default?: unknown };
  const candidate = module.preload ?? module.default;
  return typeof candidate === 'function' ? (candidate as RemotePreload) : null;
}

/** Runs a remote's preload; it must not reject, and a broken one changes nothing. */
function startPreload(run: RemotePreload, input: Parameters<RemotePreload>[0]): Promise<void> {
  try {
    return run(input).catch(() => undefined);
  } catch {
    return Promise.resolve();
  }
}

export type PreloadDealsOnSignInOptions = {
  queryClient: QueryClient;
  api: ApiClient;
  loadRemote: RemoteLoader;
  /** The address bar's search string (an admin's filters). */
  search: string;
};

/** Where the deals page's first request stands (see preloadDealsOnSignIn). */
export type DealsPreload = {
  /**
   * Resolves once the first deals request has been sent, or once it is known that none will be
   * (a visitor whose access is pending, a preload that could not be loaded).
   */
  requestSent: Promise<void>;
  /** Resolves once that request has been answered or has failed (at once when none was sent). */
  settled: Promise<void>;
};

/**
 * The deals page's first request, started as soon as the user is known instead of after the
 * remote page has loaded and rendered: mfe-deals' small `./preload` module is fetched at once,
 * and called with the user the moment /auth/me answers (or the module arrives, if later). It
 * fills the shared QueryClient, where the page's own query finds the request done or on its way.
 * A preload that cannot be loaded is ignored: the page loads its deals itself, and shows any
 * failure of its own. Nothing resolves when /auth/me fails (the visitor is signed out).
 */
export function preloadDealsOnSignIn({
  queryClient,
  api,
  loadRemote,
  search,
}: PreloadDealsOnSignInOptions): DealsPreload {
  const preload = loadRemote('mfeDeals/preload').then(toRemotePreload, () => null);
  let sent: () => void = () => undefined;
  let settle: () => void = () => undefined;
  const requestSent = new Promise<void>((resolve) => (sent = resolve));
  const settled = new Promise<void>((resolve) => (settle = resolve));
  whenUserKnown(queryClient, (user) => {
    void preload.then(async (run) => {
      // The preload sends its request before its first await: it is on its way once run returns.
      const answered = user.isWhitelisted && run ? startPreload(run, { api, user, queryClient, search }) : null;
      sent();
      await answered;
      settle();
    });
  });
  return { requestSent, settled };
}

/**
 * The loader the shell renders with while the deals page's first request is being started: the
 * page's own chunks are asked for once that request is out (or known not to come), so on a cold
 * cache their download and evaluation never come before it. Other modules load as ever.
 */
export function loadDealsPageAfterRequest(loadRemote: RemoteLoader, preload: DealsPreload): RemoteLoader {
  return (id) => (id === 'mfeDeals/DealsPage' ? preload.requestSent.then(() => loadRemote(id)) : loadRemote(id));
}
