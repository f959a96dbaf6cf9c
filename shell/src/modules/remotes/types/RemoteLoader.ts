import type { RemoteModuleId } from '@portal/web-kit/remote-contract';

/** Loads one exposed module of a remote; rejects when the remote cannot be loaded. */
export type RemoteLoader = (id: RemoteModuleId) => Promise<unknown>;
