import type { ApiClient } from '@portal/contracts';
import type { AccessTokenHolder } from '../../auth/utils/createAccessTokenHolder';
import type { SignInCallback } from '../../auth/utils/takeSignInCallback';
import type { RemoteLoader } from '../../remotes/types/RemoteLoader';
import type { BrowserNavigation } from './BrowserNavigation';

/** The shell's dependencies on the outside world, wired once in bootstrap.tsx. */
export type PortalServices = {
  api: ApiClient;
  /** The bearer token `api` sends, held in memory only. */
  accessToken: AccessTokenHolder;
  /**
   * What the sign-in callback handed this page load, taken from the address bar as the page
   * started (bootstrap.tsx). Absent: the auth provider takes it when it first renders.
   */
  signInCallback?: SignInCallback;
  navigation: BrowserNavigation;
  loadRemote: RemoteLoader;
  /**
   * Resolves when the shell's background calls (the notification bell) may start: after the
   * landing page's first request (backgroundCallsReady). Absent: they start at once.
   */
  backgroundCallsReady?: Promise<void>;
};
