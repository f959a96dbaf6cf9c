import type { ApiClient } from '@portal/contracts';
import type { RemoteLoader } from '../../remotes/types/RemoteLoader';
import type { BrowserNavigation } from './BrowserNavigation';

/** The shell's dependencies on the outside world, wired once in bootstrap.tsx. */
export type PortalServices = {
  api: ApiClient;
  navigation: BrowserNavigation;
  loadRemote: RemoteLoader;
  /**
   * Resolves when the shell's background calls (the notification bell) may start: after the
   * landing page's first request (backgroundCallsReady). Absent: they start at once.
   */
  backgroundCallsReady?: Promise<void>;
};
