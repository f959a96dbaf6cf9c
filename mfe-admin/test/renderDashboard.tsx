import { createApiClient, type User } from '@portal/contracts';
import { darkTheme, lightTheme } from '@portal/web-kit/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { vi } from 'vitest';
import { AdminDashboard } from '../src/exposed/AdminDashboard';
import { FakeGateway } from '@portal/web-kit/testing';
import {
  admin,
  makeAnalytics,
  makeBacklog,
  makeDatabaseCapacity,
  makeChecklistSettings,
  makeDuplicateSettings,
  makeFeeSettings,
  makeOverdueFees,
  makeOneDriveStatus,
  makePlacementFigures,
  makeStaleThresholds,
} from './fixtures';

export type RenderDashboardOptions = {
  /** The address, e.g. '/admin?tab=users'. */
  path?: string;
  user?: User;
  gateway?: FakeGateway;
  DealsView?: ComponentType;
  theme?: 'light' | 'dark';
};

/**
 * The exposed dashboard as the shell renders it: the shell's QueryClient settings, theme, router
 * and toaster, and the real api client over a fake gateway. The overview's and the settings
 * cards' calls answer with defaults unless the test's gateway already answers them.
 */
export function renderDashboard(options: RenderDashboardOptions = {}) {
  const gateway = options.gateway ?? new FakeGateway();
  const defaults: [string, string, unknown][] = [
    ['GET', '/admin/analytics', makeAnalytics()],
    ['GET', '/admin/onedrive/status', makeOneDriveStatus()],
    ['GET', '/admin/backlog', makeBacklog()],
    ['GET', '/admin/database-capacity', makeDatabaseCapacity()],
    ['GET', '/admin/ghl/test', { connected: false }],
    ['GET', '/admin/settings/checklist', makeChecklistSettings()],
    ['GET', '/admin/settings/stale-thresholds', makeStaleThresholds()],
    ['GET', '/admin/placement/figures', makePlacementFigures()],
    ['GET', '/admin/fees/overdue', makeOverdueFees()],
    ['GET', '/admin/settings/duplicates', makeDuplicateSettings()],
    ['GET', '/admin/settings/fees', makeFeeSettings()],
  ];
  for (const [method, path, body] of defaults) {
    if (!gateway.has(method, path)) gateway.on(method, path, body);
  }
  if (options.path) window.history.replaceState(null, '', options.path);

  const onUnauthorized = vi.fn();
  const api = createApiClient({
    baseUrl: gateway.baseUrl,
    fetch: gateway.fetch,
    getToken: () => 'token-123',
    onUnauthorized,
  });
  const navigation = { assign: vi.fn<(url: string) => void>() };
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={options.theme === 'dark' ? darkTheme : lightTheme}>
        <BrowserRouter>
          <AdminDashboard
            api={api}
            user={options.user ?? admin}
            DealsView={options.DealsView}
            navigation={navigation}
          />
        </BrowserRouter>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...view, gateway, navigation, queryClient, onUnauthorized };
}
