import { createApiClient, type ApiClient, type User } from '@portal/contracts';
import { darkTheme, lightTheme } from '@portal/web-kit/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { DealsView } from '../src/modules/deals/components/DealsView';
import { DealsPage } from '../src/pages/DealsPage';
import { DealsServicesProvider } from '../src/modules/services/components/DealsServicesProvider';
import { FakeGateway } from '@portal/web-kit/testing';
import { member, NOW } from './fixtures';
import { routeXhrTo } from './fakeXhr';

export type RenderOptions = {
  user?: User;
  gateway?: FakeGateway;
  theme?: 'light' | 'dark';
  now?: Date;
  /** Runs before the first render with the client and QueryClient the page will use (as the shell's preload). */
  beforeRender?: (context: { api: ApiClient; queryClient: QueryClient; user: User }) => void;
};

function setup(options: RenderOptions) {
  const gateway = options.gateway ?? new FakeGateway();
  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseUrl: gateway.baseUrl,
    getToken: () => 'token-123',
    onUnauthorized,
    fetch: gateway.fetch,
  });
  routeXhrTo(gateway.fetch);
  // As the shell's: one retry (without delay in tests), no refetch on focus.
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, retryDelay: 0, refetchOnWindowFocus: false } },
  });
  const theme = options.theme === 'dark' ? darkTheme : lightTheme;
  const user = options.user ?? member;
  const now = options.now ?? NOW;
  options.beforeRender?.({ api, queryClient, user });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        {children}
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
  return { gateway, api, queryClient, user, now, wrap, onUnauthorized };
}

/**
 * Renders the exposed deals page as the shell does (its client, QueryClient, theme and Toaster)
 * against a fake gateway. The page's clock is pinned to NOW through the services provider.
 */
export function renderDealsPage(options: RenderOptions = {}) {
  const context = setup(options);
  const view = render(
    context.wrap(
      <DealsServicesProvider api={context.api} user={context.user} now={() => context.now}>
        <DealsView />
      </DealsServicesProvider>,
    ),
  );
  return { ...view, ...context };
}

/** Renders any part of the deals features with the same providers. */
export function renderWithServices(ui: ReactNode, options: RenderOptions = {}) {
  const context = setup(options);
  const view = render(
    context.wrap(
      <DealsServicesProvider api={context.api} user={context.user} now={() => context.now}>
        {ui}
      </DealsServicesProvider>,
    ),
  );
  return { ...view, ...context };
}

/** The exposed page itself, exactly as the shell renders it ({ api, user }). */
export function renderExposedPage(options: RenderOptions = {}) {
  const context = setup(options);
  const view = render(context.wrap(<DealsPage api={context.api} user={context.user} />));
  return { ...view, ...context };
}
