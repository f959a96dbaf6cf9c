// The public contract between the shell and its remotes: what an exposed page receives.
// Remotes import these types at build time from `@portal/web-kit/remote-contract`.
import type { ApiClient, User } from '@portal/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';

/** Props of every page a remote exposes to the shell. */
export type RemotePageProps = {
  /** The shell's gateway client: bearer token, 401 sign-out and base URL already wired. */
  api: ApiClient;
  /** The signed-in, whitelisted user. */
  user: User;
};

/**
 * Props of mfe-admin's dashboard: the page props plus the deals view of mfe-deals, which the shell
 * loads and wraps in its own error boundary, so the admin's Deals tab reuses it without the two
 * remotes importing each other.
 */
export type AdminDashboardPageProps = RemotePageProps & {
  DealsView?: ComponentType;
};

/** What the shell hands a remote's `./preload` once /auth/me has answered. */
export type RemotePreloadInput = RemotePageProps & {
  /** The shell's QueryClient, which the remote's pages use too. */
  queryClient: QueryClient;
  /** The address bar's search string when the portal opened (e.g. an admin's filters). */
  search: string;
};

/**
 * A remote's `./preload` (default or `preload` export): starts the first requests of its page
 * into the shared QueryClient before the page itself has loaded. Must not reject.
 */
export type RemotePreload = (input: RemotePreloadInput) => Promise<void>;

/** The pages the shell loads from its remotes, as `<remote name>/<exposed module>`. */
export type RemotePageId = 'mfeDeals/DealsPage' | 'mfeAdmin/AdminDashboard';

/** Every module the shell loads from its remotes: the pages and mfe-deals' preload. */
export type RemoteModuleId = RemotePageId | 'mfeDeals/preload';
