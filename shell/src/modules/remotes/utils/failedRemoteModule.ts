// The runtime plugin answers a failed load with this marker instead of throwing inside the
// federation runtime; the shell's loader turns it into a RemoteLoadError for the error boundary.
// Kept free of React: runtime plugins run before the shared modules are initialised.

export const FAILED_REMOTE_MARKER = '__portalRemoteLoadFailed';

export type FailedRemoteModule = {
  [FAILED_REMOTE_MARKER]: true;
  id: string;
  reason: string;
};

export function createFailedRemoteModule(id: string, error: unknown): FailedRemoteModule {
  const reason = error instanceof Error ? error.message : String(error);
  return { [FAILED_REMOTE_MARKER]: true, id, reason };
}

export function isFailedRemoteModule(value: unknown): value is FailedRemoteModule {
  return Boolean(value && typeof value === 'object' && FAILED_REMOTE_MARKER in value);
}
