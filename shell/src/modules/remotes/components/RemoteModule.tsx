import { useCallback, useState } from 'react';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { useRemoteComponent } from '../hooks/useRemoteComponent';
import type { RemotePageId, RemotePageProps } from '@portal/web-kit/remote-contract';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

type RemotePageSlotProps = {
  id: RemotePageId;
  /** What the user is opening, shown while loading and in the error, e.g. "Deals". */
  label: string;
  pageProps: RemotePageProps;
};

function RemotePage({ id, label, pageProps }: RemotePageSlotProps) {
  const state = useRemoteComponent(id);
  if (state.status === 'failed') throw state.error;
  if (state.status === 'loading') return <Spinner label={`Loading ${label}…`} />;
  const { Component } = state;
  return <Component {...pageProps} />;
}

export type RemoteModuleProps = RemotePageSlotProps;

/**
 * A page served by a remote. Load and render failures stay inside this slot with a Retry
 * button; Retry remounts the slot, which loads the remote again.
 */
export function RemoteModule({ id, label, pageProps }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const handleRetry = useCallback(() => setAttempt((current) => current + 1), []);
  return (
    <RemoteErrorBoundary key={`${id}#${attempt}`} label={label} onRetry={handleRetry}>
      <RemotePage id={id} label={label} pageProps={pageProps} />
    </RemoteErrorBoundary>
  );
}
