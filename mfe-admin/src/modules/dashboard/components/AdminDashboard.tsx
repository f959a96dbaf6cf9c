import type { AdminDashboardPageProps } from '@portal/web-kit/remote-contract';
import { useCallback, useMemo, type ComponentType } from 'react';
import styled from 'styled-components';
import { adminServicesContext } from '../../core/states/adminServicesContext';
import type { AdminNavigation } from '../../core/types/AdminNavigation';
import { browserNavigation } from '../../core/utils/browserNavigation';
import { ExportButtons } from '../../exports/components/ExportButtons';
import { useAnalytics } from '../../overview/hooks/useAnalytics';
import { useOneDriveReturn } from '../../overview/hooks/useOneDriveReturn';
import { useAdminTab } from '../hooks/useAdminTab';
import type { AdminTabSlug } from '../types/AdminTab';
import { ADMIN_TABS } from '../utils/adminTabs';
import { AdminsOnlyNotice } from './AdminsOnlyNotice';
import { AdminTabList } from './AdminTabList';
import { AdminTabPanel } from './AdminTabPanel';

const StyledPage = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
`;

const StyledHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h1`
  margin: 0;
  font-family: ${({ theme }) => theme.fonts.mono};
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  letter-spacing: 0.08em;
`;

type DashboardContentProps = { DealsView?: ComponentType };

function DashboardContent({ DealsView }: DashboardContentProps) {
  useOneDriveReturn();
  const [tab, selectTab] = useAdminTab();
  const analytics = useAnalytics();
  const counts = analytics.isError ? null : analytics.data;

  const handleOpenTab = useCallback(
    (slug: AdminTabSlug) => {
      const target = ADMIN_TABS.find((candidate) => candidate.slug === slug);
      if (target) selectTab(target);
    },
    [selectTab],
  );

  return (
    <StyledPage aria-labelledby="admin-title">
      <StyledHeader>
        <StyledTitle id="admin-title">ADMIN DASHBOARD</StyledTitle>
        <ExportButtons
          dealsCount={counts === null ? null : counts?.deals.total}
          usersCount={counts === null ? null : counts?.users.total}
        />
      </StyledHeader>
      <AdminTabList selected={tab} onSelect={selectTab} />
      <AdminTabPanel tab={tab} DealsView={DealsView} onOpenTab={handleOpenTab} />
    </StyledPage>
  );
}

export type AdminDashboardProps = AdminDashboardPageProps & {
  /** Full-page navigation (tests pass a fake; the browser's by default). */
  navigation?: AdminNavigation;
};

/**
 * The admin dashboard (docs/product.md#admin-dashboard): header exports, the nine tabs and the
 * OneDrive return. Renders inside the shell's (or the standalone) router, QueryClient, theme and
 * toaster.
 */
export function AdminDashboard({ api, user, DealsView, navigation = browserNavigation }: AdminDashboardProps) {
  const services = useMemo(() => ({ api, navigation }), [api, navigation]);
  // The shell already keeps members out; this keeps the remote safe on its own too.
  if (!user.isAdmin) return <AdminsOnlyNotice />;
  return (
    <adminServicesContext.Provider value={services}>
      <DashboardContent DealsView={DealsView} />
    </adminServicesContext.Provider>
  );
}
