import { LoginScreen } from '../modules/auth/components/LoginScreen';
import { ErrorScreen } from '../modules/errors/components/ErrorScreen';
import { usePublicConfig } from '../modules/config/hooks/usePublicConfig';
import { Spinner } from '@portal/web-kit/ui/Spinner';

export function LoginPage() {
  const config = usePublicConfig();
  if (config.isPending) return <Spinner label="Loading…" fullPage />;
  if (config.isError) {
    return <ErrorScreen onRetry={() => void config.refetch()} isRetrying={config.isFetching} />;
  }
  return <LoginScreen config={config.data} />;
}
