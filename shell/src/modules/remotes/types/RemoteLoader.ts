import type { RemoteModuleId } from './RemotePageProps';

/** Loads one exposed module of a remote; rejects when the remote cannot be loaded. */
export type RemoteLoader = (id: RemoteModuleId) => Promise<unknown>;
