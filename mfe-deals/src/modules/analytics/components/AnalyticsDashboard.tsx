import type { Deal } from '@portal/contracts';
import { formatDashboardMoney } from '@portal/contracts';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { computeDealAnalytics } from '../utils/computeDealAnalytics';
import { ChartPanel } from './ChartPanel';
import { RecentActivity } from './RecentActivity';
import { StatCard } from './StatCard';

const StyledDashboard = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

export type AnalyticsDashboardProps = { deals: readonly Deal[] };

/** The deals page's analytics (spec §2): three figures, three charts, the average and the recent activity. */
export function AnalyticsDashboard({ deals }: AnalyticsDashboardProps) {
  const { now } = useDealsServices();
  const analytics = useMemo(() => computeDealAnalytics(deals, now()), [deals, now]);
  return (
    <StyledDashboard aria-label="Analytics dashboard">
      <StatCard title="TOTAL LOAN VOLUME" value={formatDashboardMoney(analytics.totalLoanVolume)} />
      <StatCard title="TOTAL DEALS" value={String(analytics.totalDeals)} />
      <StatCard title="ACTIVE DEALS" value={String(analytics.activeDeals)} />
      <ChartPanel title="DEALS BY STAGE" kind="bar" data={analytics.dealsByStage} />
      <ChartPanel title="PROPERTY TYPES" kind="pie" data={analytics.propertyTypes} />
      <ChartPanel title="DEAL TYPES" kind="pie" data={analytics.dealTypes} />
      <StatCard title="AVERAGE LOAN AMOUNT" value={formatDashboardMoney(analytics.averageLoanAmount)} />
      <RecentActivity items={analytics.recentActivity} />
    </StyledDashboard>
  );
}
