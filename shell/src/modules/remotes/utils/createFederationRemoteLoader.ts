import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RuntimeConfig } from '../../runtime/types/RuntimeConfig';
import type { RemoteLoader } from '../types/RemoteLoader';

/**
 * Registers the remotes named in runtime-config.json with the federation runtime and returns
 * a loader for their exposed modules. Nothing is fetched until a page is first shown.
 */
export function createFederationRemoteLoader(remotes: RuntimeConfig['remotes']): RemoteLoader {
  registerRemotes(
    [
      { name: 'mfeDeals', entry: remotes.mfeDeals },
      { name: 'mfeAdmin', entry: remotes.mfeAdmin },
    ],
    { force: true },
  );
  return (id) => loadRemote(id);
}
