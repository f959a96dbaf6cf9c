import type { Deal } from '@portal/contracts';
import { formatDashboardMoney } from '@portal/contracts';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { useMemo } from 'react';
import styled from 'styled-components';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { useDealsSummary } from '../hooks/useDealsSummary';
import type { DashboardSource } from '../types/DashboardSource';
import { summaryAnalytics } from '../utils/summaryAnalytics';
import { ChartPanel } from './ChartPanel';
import { RecentActivity } from './RecentActivity';
import { StatCard } from './StatCard';

const StyledDashboard = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 280px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StyledNote = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type AnalyticsDashboardProps = {
  /** Whose figures: the member's own deals, or (admins) every deal or one member's. */
  source: DashboardSource;
  /** The newest deals of the list on the page (its first page), for RECENT ACTIVITY. */
  newestDeals: readonly Deal[];
  /** A line under the dashboard saying what its figures cover (admins, when the list is filtered further). */
  note?: string;
};

/**
 * The deals page's analytics (docs/product.md#analytics-dashboard): three figures, three charts,
 * the average and the recent activity. The figures come from the gateway's summary (a rollup read
 * by id), never from reading every deal.
 */
export function AnalyticsDashboard({ source, newestDeals, note }: AnalyticsDashboardProps) {
  const { now } = useDealsServices();
  const summary = useDealsSummary(source);
  const analytics = useMemo(
    () => (summary.data ? summaryAnalytics(summary.data, newestDeals, now()) : null),
    [summary.data, newestDeals, now],
  );
  if (summary.isError) return <StyledNote>Failed to load the deal figures: {summary.error.message}</StyledNote>;
  if (!analytics) return <Spinner label="Loading the deal figures…" />;
  return (
    <>
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
      {note ? <StyledNote>{note}</StyledNote> : null}
    </>
  );
}
