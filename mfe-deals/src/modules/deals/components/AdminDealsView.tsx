import { canonicalListQuery, type Deal } from '@portal/contracts';
import { useState } from 'react';
import styled from 'styled-components';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { AnalyticsDashboard } from '../../analytics/components/AnalyticsDashboard';
import { PipelineView } from '../../pipeline/components/PipelineView';
import { SampleDataCard } from '@portal/web-kit/sample-data/SampleDataCard';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { useDealPages } from '../hooks/useDealPages';
import { useSearchParamsState } from '../hooks/useSearchParamsState';
import { useUsers } from '../hooks/useUsers';
import type { DealFilter } from '../types/DealFilter';
import { emptyDealFilter } from '../utils/emptyDealFilter';
import { filterToQuery } from '../utils/filterToQuery';
import { SavedViews } from '../../savedViews/components/SavedViews';
import { DealSearchBox } from '../../search/components/DealSearchBox';
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

/** The admin page's search parameters: the filters and the view ('stage' or the list). */
const ADMIN_PARAMS = { ...emptyDealFilter, view: '' };

const isReversed = (filter: DealFilter) =>
  Boolean(filter.startDate && filter.endDate && filter.startDate > filter.endDate);

/**
 * An admin's deals page (docs/product.md#deals-page): every deal, filtered on the server, list or
 * stage view, Details only.
 */
export function AdminDealsView() {
  // The filters and the view live in the address bar: reload, back and forward keep them.
  const [{ view: viewParam, ...filter }, setParams] = useSearchParamsState(ADMIN_PARAMS);
  const view: AdminView = viewParam === 'stage' ? 'stage' : 'list';
  const [details, setDetails] = useState<Deal | null>(null);
  const dateRangeInvalid = isReversed(filter);
  // A reversed date range is not sent: the last valid filter's deals stay on screen.
  const [lastValidFilter, setLastValidFilter] = useState<DealFilter>(() =>
    dateRangeInvalid ? emptyDealFilter : filter,
  );
  const appliedFilter = dateRangeInvalid ? lastValidFilter : filter;
  const source = { kind: 'all', query: filterToQuery(appliedFilter) } as const;
  const list = useDealPages(source);
  // The dashboard's figures come from a rollup: every deal, or the chosen user's (other filters need a scan).
  const dashboard = { kind: 'all', userId: appliedFilter.userId || undefined } as const;
  const filteredBeyondUser = Boolean(
    appliedFilter.status ||
    appliedFilter.propertyType ||
    appliedFilter.startDate ||
    appliedFilter.endDate ||
    appliedFilter.q ||
    appliedFilter.stale,
  );
  const users = useUsers(true);
  const { api } = useDealsServices();

  function handleFilterChange(next: DealFilter) {
    setParams({ ...next, view: viewParam });
    if (!isReversed(next)) setLastValidFilter(next);
  }

  const latest = (deal: Deal) => list.pages?.deals.find((item) => item.id === deal.id) ?? deal;

  return (
    <>
      <DealsHeader />
      <DealSearchBox value={filter.q.trim()} onSearch={(q) => handleFilterChange({ ...filter, q })} />
      <SampleDataCard api={api} />
      <AdminDealFilters
        filter={filter}
        onChange={handleFilterChange}
        users={users.data ?? []}
        dateRangeInvalid={dateRangeInvalid}
      />
      <SavedViews currentQuery={canonicalListQuery(new URLSearchParams(filterToQuery(filter)).toString())} />
      {list.isPending && <Spinner label="Loading deals…" />}
      {list.isError && <DealsErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.pages && (
        <>
          <StyledBar>
            <StyledCount aria-live="polite">
              Showing {list.pages.total.toLocaleString('en-US')} {list.pages.total === 1 ? 'deal' : 'deals'}
            </StyledCount>
            <ViewToggle
              value={view}
              onChange={(next) => setParams({ ...filter, view: next === 'stage' ? 'stage' : '' })}
            />
          </StyledBar>
          <AnalyticsDashboard
            source={dashboard}
            newestDeals={list.pages.deals}
            note={
              filteredBeyondUser
                ? `The figures cover ${dashboard.userId ? 'the chosen user’s deals' : 'every deal'}; the other filters apply to the list and the stage view.`
                : undefined
            }
          />
          {view === 'list' ? (
            <DealList
              deals={list.pages.deals}
              total={list.pages.total}
              hasMore={list.pages.hasMore}
              loadingMore={list.pages.loadingMore}
              onLoadMore={list.pages.loadMore}
              isAdmin
              emptyText="No deals match these filters."
              onView={setDetails}
            />
          ) : (
            <PipelineView source={source} onOpenDeal={setDetails} />
          )}
        </>
      )}
      {details && <DealSummaryDialog deal={latest(details)} onClose={() => setDetails(null)} showCreator />}
    </>
  );
}
