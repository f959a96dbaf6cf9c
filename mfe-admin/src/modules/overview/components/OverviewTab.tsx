import { formatDashboardMoney } from '@portal/contracts';
import styled from 'styled-components';
import { ErrorState } from '../../../ui/ErrorState';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledStack } from '../../../ui/Stack';
import { useAdminServices } from '../../core/hooks/useAdminServices';
import { PlacementCard } from '../../placement-figures/components/PlacementCard';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useAnalytics } from '../hooks/useAnalytics';
import { OverdueFeesCard } from '../../fees/components/OverdueFeesCard';
import { BacklogCard } from './BacklogCard';
import { SampleDataSlot } from './SampleDataSlot';
import { CrmStatusCard } from './CrmStatusCard';
import { DatabaseCapacityNotice } from './DatabaseCapacityNotice';
import { DealStatusBreakdown } from './DealStatusBreakdown';
import { OneDriveCard } from './OneDriveCard';
import { StatCard } from './StatCard';
import { TopUsersCard } from './TopUsersCard';

const StyledStats = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  @media (max-width: 1100px) {
    grid-template-columns: 1fr;
  }
`;

export type OverviewTabProps = {
  onOpenSettings: () => void;
  onOpenFeeReport: () => void;
};

/** Overview: the headline figures, deals by status, top users, placement, the integrations' state, the background work and the overdue fees. */
export function OverviewTab({ onOpenSettings, onOpenFeeReport }: OverviewTabProps) {
  const { api } = useAdminServices();
  const analytics = useAnalytics();

  return (
    <StyledStack>
      <DatabaseCapacityNotice />
      <SampleDataSlot api={api} />
      {analytics.isPending ? (
        <Spinner label="Loading analytics…" />
      ) : analytics.isError ? (
        <ErrorState
          message={serverErrorText(analytics.error, 'Failed to load analytics')}
          onRetry={() => void analytics.refetch()}
        />
      ) : (
        <>
          <StyledStats>
            <StatCard
              title="Total Users"
              value={String(analytics.data.users.total)}
              detail={`${analytics.data.users.active} active · ${analytics.data.users.admins} ${
                analytics.data.users.admins === 1 ? 'admin' : 'admins'
              }`}
            />
            <StatCard
              title="Total Deals"
              value={String(analytics.data.deals.total)}
              detail={`${formatDashboardMoney(analytics.data.deals.totalValue)} total value`}
            />
            <StatCard
              title="Activity"
              value={String(analytics.data.overview.totalActivity)}
              detail={`${analytics.data.overview.recentActivity} in the last 30 days`}
            />
          </StyledStats>
          <StyledColumns>
            <DealStatusBreakdown byStatus={analytics.data.deals.byStatus} />
            <TopUsersCard topUsers={analytics.data.performance.topUsers} />
          </StyledColumns>
        </>
      )}
      <PlacementCard />
      <StyledStats>
        <OneDriveCard />
        <CrmStatusCard onOpenSettings={onOpenSettings} />
        <BacklogCard />
        <OverdueFeesCard onOpenFeeReport={onOpenFeeReport} />
      </StyledStats>
    </StyledStack>
  );
}
