import type { ComponentType } from 'react';
import type { RemotePageProps } from '@portal/web-kit/remote-contract';
import { isFailedRemoteModule } from './failedRemoteModule';
import { RemoteLoadError } from './RemoteLoadError';

function isComponent(value: unknown): value is ComponentType<RemotePageProps> {
  // Function components, classes, and memo/forwardRef objects.
  return typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);
}

/** The page component of a loaded remote module (its default export). */
export function toRemoteComponent(id: string, loaded: unknown): ComponentType<RemotePageProps> {
  if (isFailedRemoteModule(loaded)) {
    throw new RemoteLoadError(id, loaded.reason);
  }
  const candidate =
    loaded && typeof loaded === 'object' && 'default' in loaded ? (loaded as { default: unknown }).default : loaded;
  if (!isComponent(candidate)) {
    throw new RemoteLoadError(id, `"${id}" does not export a page component.`);
  }
  return candidate;
}
