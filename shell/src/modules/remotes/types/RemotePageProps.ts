// The public contract between the shell and its remotes: what an exposed page receives.
// Remotes import these types at build time from `@portal/shell/remote-contract`.
import type { ApiClient, User } from '@portal/contracts';
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

/** The modules the shell loads from its remotes, as `<remote name>/<exposed module>`. */
export type RemoteModuleId = 'mfeDeals/DealsPage' | 'mfeAdmin/AdminDashboard';
