import type { Deal } from '@portal/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@portal/shell/ui/Spinner';
import { AnalyticsDashboard } from '../../analytics/components/AnalyticsDashboard';
import { PipelineView } from '../../pipeline/components/PipelineView';
import { useAllDeals } from '../hooks/useAllDeals';
import { useUsers } from '../hooks/useUsers';
import type { DealFilter } from '../types/DealFilter';
import { emptyDealFilter } from '../utils/emptyDealFilter';
import { AdminDealFilters } from './AdminDealFilters';
import { DealList } from './DealList';
import { DealSummaryDialog } from './DealSummaryDialog';
import { DealsErrorState } from './DealsErrorState';
import { DealsHeader } from './DealsHeader';
import { ViewToggle, type AdminView } from './ViewToggle';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledCount = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 600;
`;

/** An admin's deals page (spec §2): every deal, filtered on the server, list or stage view, Details only. */
export function AdminDealsView() {
  const [filter, setFilter] = useState<DealFilter>(emptyDealFilter);
  const [view, setView] = useState<AdminView>('list');
  const [details, setDetails] = useState<Deal | null>(null);
  const dateRangeInvalid = Boolean(filter.startDate && filter.endDate && filter.startDate > filter.endDate);
  // A reversed date range is not sent: the last valid filter's deals stay on screen.
  const [appliedFilter, setAppliedFilter] = useState<DealFilter>(emptyDealFilter);
  const deals = useAllDeals(appliedFilter);
  const users = useUsers(true);

  function handleFilterChange(next: DealFilter) {
    setFilter(next);
    if (!(next.startDate && next.endDate && next.startDate > next.endDate)) setAppliedFilter(next);
  }

  const latest = (deal: Deal) => deals.data?.find((item) => item.id === deal.id) ?? deal;

  return (
    <>
      <DealsHeader />
      <AdminDealFilters
        filter={filter}
        onChange={handleFilterChange}
        users={users.data ?? []}
        dateRangeInvalid={dateRangeInvalid}
      />
      {deals.isPending && <Spinner label="Loading deals…" />}
      {deals.isError && <DealsErrorState message={deals.error.message} onRetry={() => void deals.refetch()} />}
      {deals.data && (
        <>
          <StyledBar>
            <StyledCount aria-live="polite">
              Showing {deals.data.length} {deals.data.length === 1 ? 'deal' : 'deals'}
            </StyledCount>
            <ViewToggle value={view} onChange={setView} />
          </StyledBar>
          <AnalyticsDashboard deals={deals.data} />
          {view === 'list' ? (
            <DealList deals={deals.data} isAdmin emptyText="No deals match these filters." onView={setDetails} />
          ) : (
            <PipelineView deals={deals.data} onOpenDeal={setDetails} />
          )}
        </>
      )}
      {details && <DealSummaryDialog deal={latest(details)} onClose={() => setDetails(null)} showCreator />}
    </>
  );
}
