import { useSignedInUser } from '../modules/auth/hooks/useSignedInUser';
import { RemoteModule } from '../modules/remotes/components/RemoteModule';
import { usePortalServices } from '../modules/runtime/hooks/usePortalServices';

/** '/' and '/deals': the deals page, served by the mfe-deals remote. */
export function DealsPage() {
  const { api } = usePortalServices();
  const user = useSignedInUser();
  return <RemoteModule id="mfeDeals/DealsPage" label="Deals" pageProps={{ api, user }} />;
}
