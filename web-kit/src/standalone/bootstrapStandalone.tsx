// Standalone mode: a remote on its own, with its own router, QueryClient, theme and toasts.
// Inside the portal the shell provides all of these and renders the remote's exposed page.
import { createApiClient } from '@portal/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ApiErrorWording } from '../api/ApiRequestError';
import type { RemotePageProps } from '../remote-contract/RemotePageProps';
import { darkTheme, lightTheme, THEME_STORAGE_KEY } from '../theme/themes';
import { StandaloneGate } from './StandaloneGate';
import { StandaloneGlobalStyle } from './StandaloneGlobalStyle';
import { standaloneApiBaseUrl } from './standaloneApiBaseUrl';

export type StandaloneOptions = {
  /** The page the shell would render for this remote. */
  Page: ComponentType<RemotePageProps>;
  /** How a failed sign-in check reads (the remote's own error wording, see ApiRequestError). */
  errorWording?: ApiErrorWording;
};

/** Renders `Page` into #root of the remote's own index.html (its `bootstrap.tsx`). */
export function bootstrapStandalone({ Page, errorWording }: StandaloneOptions): void {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
  });
  const api = createApiClient({ baseUrl: standaloneApiBaseUrl() });
  const theme = window.localStorage.getItem(THEME_STORAGE_KEY) === 'dark' ? darkTheme : lightTheme;

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <ThemeProvider theme={theme}>
          <StandaloneGlobalStyle />
          <BrowserRouter>
            <StandaloneGate api={api} Page={Page} errorWording={errorWording} />
          </BrowserRouter>
          <Toaster toastOptions={{ duration: 4000, success: { duration: 3000 }, error: { duration: 5000 } }} />
        </ThemeProvider>
      </QueryClientProvider>
    </StrictMode>,
  );
}
