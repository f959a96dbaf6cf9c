import { LoginScreen } from '../modules/auth/components/LoginScreen';
import { ConfigErrorState } from '../modules/config/components/ConfigErrorState';
import { usePublicConfig } from '../modules/config/hooks/usePublicConfig';
import { Spinner } from '../ui/Spinner';

export function LoginPage() {
  const config = usePublicConfig();
  if (config.isPending) return <Spinner label="Loading…" fullPage />;
  if (config.isError) {
    return <ConfigErrorState onRetry={() => void config.refetch()} isRetrying={config.isFetching} />;
  }
  return <LoginScreen config={config.data} />;
}
