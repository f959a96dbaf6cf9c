// The public contract between the shell and its remotes: what an exposed page receives.
// Remotes import these types at build time from `@portal/shell/remote-contract`.
import type { ApiClient, User } from '@portal/contracts';

/** Props of every page a remote exposes to the shell. */
export type RemotePageProps = {
  /** The shell's gateway client: bearer token, 401 sign-out and base URL already wired. */
  api: ApiClient;
  /** The signed-in, whitelisted user. */
  user: User;
};

/** The modules the shell loads from its remotes, as `<remote name>/<exposed module>`. */
export type RemoteModuleId = 'mfeDeals/DealsPage' | 'mfeAdmin/AdminDashboard';
