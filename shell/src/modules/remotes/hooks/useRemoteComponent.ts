import { useEffect, useState, type ComponentType } from 'react';
import { usePortalServices } from '../../runtime/hooks/usePortalServices';
import type { RemotePageId, RemotePageProps } from '@portal/web-kit/remote-contract';
import { RemoteLoadError } from '../utils/RemoteLoadError';
import { toRemoteComponent } from '../utils/toRemoteComponent';

export type RemoteComponentState =
  | { status: 'loading' }
  | { status: 'ready'; Component: ComponentType<RemotePageProps> }
  | { status: 'failed'; error: RemoteLoadError };

/** Loads a remote page once per mount; a retry remounts the caller. */
export function useRemoteComponent(id: RemotePageId): RemoteComponentState {
  const { loadRemote } = usePortalServices();
  const [state, setState] = useState<RemoteComponentState>({ status: 'loading' });

  useEffect(
    function loadRemotePage() {
      let cancelled = false;
      setState({ status: 'loading' });
      loadRemote(id)
        .then((loaded) => toRemoteComponent(id, loaded))
        .then(
          (Component) => {
            if (!cancelled) setState({ status: 'ready', Component });
          },
          (error: unknown) => {
            if (cancelled) return;
            const loadError =
              error instanceof RemoteLoadError
                ? error
                : new RemoteLoadError(id, error instanceof Error ? error.message : String(error), {
                    cause: error,
                  });
            setState({ status: 'failed', error: loadError });
          },
        );
      return () => {
        cancelled = true;
      };
    },
    [id, loadRemote],
  );

  return state;
}
