import type { RemotePageProps } from '@portal/web-kit/remote-contract';
import { DealsView } from '../modules/deals/components/DealsView';
import { DealsServicesProvider } from '../modules/services/components/DealsServicesProvider';

export type DealsPageProps = RemotePageProps;

/**
 * The deals page (docs/product.md#deals-page), rendered by the shell at '/' and '/deals' with its
 * client and user.
 */
export function DealsPage({ api, user }: DealsPageProps) {
  return (
    <DealsServicesProvider api={api} user={user}>
      <DealsView />
    </DealsServicesProvider>
  );
}
