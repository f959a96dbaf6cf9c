import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './AppRoutes';
import { AuthProvider } from './modules/auth/components/AuthProvider';
import { DocumentTitle } from './modules/config/components/DocumentTitle';
import { SandboxMarker } from './modules/config/components/SandboxMarker';
import { GlobalErrorBoundary } from './modules/errors/components/GlobalErrorBoundary';
import { portalServicesContext } from './modules/runtime/states/portalServicesContext';
import type { PortalServices } from './modules/runtime/types/PortalServices';
import { ThemeModeProvider } from './modules/theme/components/ThemeModeProvider';

export type AppProps = {
  services: PortalServices;
  queryClient: QueryClient;
};

/** The shell: providers in order, then the routes. Wired by bootstrap.tsx (and by tests). */
export function App({ services, queryClient }: AppProps) {
  return (
    <portalServicesContext.Provider value={services}>
      <QueryClientProvider client={queryClient}>
        <ThemeModeProvider>
          <GlobalErrorBoundary onRefresh={services.navigation.reload}>
            <AuthProvider>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </AuthProvider>
            <SandboxMarker />
            <DocumentTitle />
          </GlobalErrorBoundary>
        </ThemeModeProvider>
      </QueryClientProvider>
    </portalServicesContext.Provider>
  );
}
