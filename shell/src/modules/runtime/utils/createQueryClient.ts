import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isServiceUnavailable } from './isServiceUnavailable';
import { SERVICE_UNAVAILABLE_MESSAGE, SERVICE_UNAVAILABLE_TOAST_ID } from './serviceUnavailableMessage';

export type CreateQueryClientOptions = {
  /** Only tests shorten the pause before the one retry. */
  retryDelay?: number;
};

/**
 * Says once, in a toast, why data could not load or a change could not be saved while the gateway
 * answers 503; the page keeps its own failure text (e.g. 'Failed to load deals' with Retry, or a
 * save's message from docs/product.md#messages). The remotes share this client, so their queries
 * and mutations are covered too. The toast module loads on demand: the sign-in page's first load
 * does not carry it.
 */
function notifyServiceUnavailable(error: unknown): void {
  if (!isServiceUnavailable(error)) return;
  void import('react-hot-toast').then(({ toast }) =>
    toast.error(SERVICE_UNAVAILABLE_MESSAGE, { id: SERVICE_UNAVAILABLE_TOAST_ID }),
  );
}

/**
 * Query data is retried once and not refetched on window focus
 * (docs/product.md#calls-to-the-gateway).
 */
export function createQueryClient({ retryDelay }: CreateQueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: notifyServiceUnavailable }),
    mutationCache: new MutationCache({ onError: notifyServiceUnavailable }),
    defaultOptions: {
      queries: {
        retry: 1,
        refetchOnWindowFocus: false,
        ...(retryDelay === undefined ? {} : { retryDelay }),
      },
      mutations: {
        retry: false,
      },
    },
  });
}
