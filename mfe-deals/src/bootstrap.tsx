// Standalone mode: mfe-deals on its own, with its own router, QueryClient, theme and toasts.
// Inside the portal the shell provides all of these and renders src/exposed/DealsPage.tsx.
import { createApiClient } from '@portal/contracts';
import { darkTheme, lightTheme, THEME_STORAGE_KEY } from '@portal/shell/theme';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { DealsPage } from './pages/DealsPage';
import { StandaloneGate } from './standalone/StandaloneGate';
import { StandaloneGlobalStyle } from './standalone/StandaloneGlobalStyle';
import { standaloneApiBaseUrl } from './standalone/standaloneApiBaseUrl';

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
          <StandaloneGate api={api} Page={DealsPage} />
        </BrowserRouter>
        <Toaster toastOptions={{ duration: 4000, success: { duration: 3000 }, error: { duration: 5000 } }} />
      </ThemeProvider>
    </QueryClientProvider>
  </StrictMode>,
);
