import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { createFailedRemoteModule } from './failedRemoteModule';

const ENTRY_RETRY_DELAY_MS = 400;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];

// The hook's published type nests a Promise in a Promise; at run time the awaited result of the
// listener is used (AsyncHook.emit), so an async listener resolving to the entry is right.
const retryRemoteEntryOnce = (async ({
  getRemoteEntry,
  origin,
  remoteInfo,
  globalLoading,
  uniqueKey,
}: LoadEntryErrorArgs) => {
  // The failed attempt is still registered as "loading"; drop it or the retry would await it.
  delete globalLoading[uniqueKey];
  await delay(ENTRY_RETRY_DELAY_MS);
  const entry = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports: undefined });
  return entry || undefined;
}) as unknown as LoadEntryErrorHook;

/**
 * Federation runtime plugin (listed in webpack.config.js `runtimePlugins`):
 * - a remoteEntry.js that fails to load is fetched once more after a short pause (a remote that
 *   is being redeployed or a dropped connection);
 * - a remote that still fails is logged and answered with a failure marker, so the shell renders
 *   its contained error with Retry instead of an unhandled rejection.
 * Module Federation requires the plugin factory as the default export.
 */
export default function remoteFailurePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-remote-failure-plugin',
    loadEntryError: retryRemoteEntryOnce,
    errorLoadRemote({ id, error, lifecycle }) {
      console.error(`[federation] remote "${id}" failed to load (${lifecycle})`, error);
      if (lifecycle === 'onLoad' || lifecycle === 'afterResolve') {
        return createFailedRemoteModule(id, error);
      }
      return undefined;
    },
  };
}
