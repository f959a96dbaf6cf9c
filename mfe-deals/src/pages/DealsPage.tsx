import type { RemotePageProps } from '@portal/shell/remote-contract';
import { DealsView } from '../modules/deals/components/DealsView';
import { DealsServicesProvider } from '../modules/services/components/DealsServicesProvider';

export type DealsPageProps = RemotePageProps;

/** The deals page (spec §2), rendered by the shell at '/' and '/deals' with its client and user. */
export function DealsPage({ api, user }: DealsPageProps) {
  return (
    <DealsServicesProvider api={api} user={user}>
      <DealsView />
    </DealsServicesProvider>
  );
}
