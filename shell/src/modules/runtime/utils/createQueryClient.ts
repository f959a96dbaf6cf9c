import { QueryClient } from '@tanstack/react-query';

export type CreateQueryClientOptions = {
  /** Only tests shorten the pause before the one retry. */
  retryDelay?: number;
};

/** Query data is retried once and not refetched on window focus (spec §7). */
export function createQueryClient({ retryDelay }: CreateQueryClientOptions = {}): QueryClient {
  return new QueryClient({
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
