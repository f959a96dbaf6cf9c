import { useMemo } from 'react';
import styled from 'styled-components';
import { useSignedInUser } from '../modules/auth/hooks/useSignedInUser';
import { GuardedLink } from '../modules/unsavedChanges/components/GuardedLink';
import { RemoteModule } from '../modules/remotes/components/RemoteModule';
import type { AdminDashboardPageProps } from '@portal/web-kit/remote-contract';
import { usePortalServices } from '../modules/runtime/hooks/usePortalServices';

const StyledNotice = styled.section`
  max-width: 520px;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

/**
 * '/admin': the admin dashboard, served by the mfe-admin remote. The route is open to every
 * whitelisted user (docs/product.md#roles-and-access); members who are not admins get a notice
 * instead of a dashboard whose every call the gateway refuses. The dashboard's Deals tab shows the
 * mfe-deals page (the admin view with filters), lent as `DealsView` in its own contained slot.
 */
export function AdminPage() {
  const { api } = usePortalServices();
  const user = useSignedInUser();
  // One component per api/user, so switching admin tabs does not reload the deals remote.
  const DealsView = useMemo(
    () =>
      function AdminDealsView() {
        return <RemoteModule id="mfeDeals/DealsPage" label="Deals" pageProps={{ api, user }} />;
      },
    [api, user],
  );
  if (!user.isAdmin) {
    return (
      <StyledNotice>
        <h1>Admins only</h1>
        <p>The admin dashboard is available to administrators.</p>
        <GuardedLink to="/">Back to Deals</GuardedLink>
      </StyledNotice>
    );
  }
  const pageProps: AdminDashboardPageProps = { api, user, DealsView };
  return <RemoteModule id="mfeAdmin/AdminDashboard" label="Admin dashboard" pageProps={pageProps} />;
}
