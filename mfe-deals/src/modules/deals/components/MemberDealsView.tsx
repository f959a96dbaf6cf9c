import type { Deal } from '@portal/contracts';
import { useMemo, useState } from 'react';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { Tabs } from '../../../ui/Tabs';
import { AnalyticsDashboard } from '../../analytics/components/AnalyticsDashboard';
import { EarningsPanel } from '../../fees/components/EarningsPanel';
import { PipelineView } from '../../pipeline/components/PipelineView';
import { SampleDataCard } from '@portal/web-kit/sample-data/SampleDataCard';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { useDealPages } from '../hooks/useDealPages';
import { useDeleteDeal } from '../hooks/useDeleteDeal';
import { useSearchParamsState } from '../hooks/useSearchParamsState';
import { DealSearchBox } from '../../search/components/DealSearchBox';
import { memberSource } from '../utils/memberSource';
import { StaleOnlyToggle } from './StaleOnlyToggle';
import type { DealDialogState } from '../types/DealDialogState';
import { CreateDealDialog } from './CreateDealDialog';
import { DealList } from './DealList';
import { DealSummaryDialog } from './DealSummaryDialog';
import { DealsErrorState } from './DealsErrorState';
import { DealsHeader } from './DealsHeader';
import { EditDealDialog } from './EditDealDialog';

type MemberTab = 'list' | 'pipeline';

const MINE = { kind: 'mine' } as const;
/** The page's search parameters: the search text (`q`) and 'Stale only' (`stale=true`). */
const SEARCH_PARAMS = { q: '', stale: '' };

/**
 * A member's deals page (docs/product.md#deals-page): NEW DEAL, the dashboard, their Earnings,
 * 'Deal List' and 'Deal Pipeline'.
 */
export function MemberDealsView() {
  // The search lives in the address bar like the admin's filters: reload, back and forward keep it.
  const [params, setParams] = useSearchParamsState(SEARCH_PARAMS);
  const { q } = params;
  const staleOnly = params.stale === 'true';
  const source = useMemo(() => memberSource(q, staleOnly), [q, staleOnly]);
  const list = useDealPages(source);
  // The dashboard still reads every deal (its figures cover the whole book).
  const deleteDeal = useDeleteDeal();
  const { api } = useDealsServices();
  const [tab, setTab] = useState<MemberTab>('list');
  const [dialog, setDialog] = useState<DealDialogState>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const openCreate = () => setDialog({ kind: 'create' });
  const openSummary = (deal: Deal) => setDialog({ kind: 'summary', deal });
  // The dialogs show the freshest copy of their deal once the list has refreshed.
  const latest = (deal: Deal) => list.pages?.deals.find((item) => item.id === deal.id) ?? deal;

  function handleConfirmDelete(deal: Deal) {
    deleteDeal.mutate(deal.id, { onSettled: close });
  }

  return (
    <>
      <DealsHeader
        actions={
          <StyledButton type="button" onClick={openCreate}>
            NEW DEAL
          </StyledButton>
        }
      />
      <DealSearchBox value={q.trim()} onSearch={(next) => setParams({ ...params, q: next })} />
      <StaleOnlyToggle checked={staleOnly} onChange={(on) => setParams({ ...params, stale: on ? 'true' : '' })} />
      {list.isPending && <Spinner label="Loading deals…" />}
      {list.isError && <DealsErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.pages && (
        <>
          <SampleDataCard api={api} />
          <AnalyticsDashboard source={MINE} newestDeals={list.pages.deals} />
          <EarningsPanel />
          <Tabs
            label="Deals views"
            selected={tab}
            onSelect={setTab}
            tabs={[
              { key: 'list', label: 'Deal List' },
              { key: 'pipeline', label: 'Deal Pipeline' },
            ]}
          >
            {tab === 'list' ? (
              <DealList
                deals={list.pages.deals}
                total={list.pages.total}
                hasMore={list.pages.hasMore}
                loadingMore={list.pages.loadingMore}
                onLoadMore={list.pages.loadMore}
                isAdmin={false}
                emptyText={
                  source.kind === 'mine' && source.q
                    ? `No deals match “${source.q}”.`
                    : staleOnly
                      ? 'No stale deals.'
                      : 'No deals yet. Use NEW DEAL to create your first one.'
                }
                onView={openSummary}
                onEdit={(deal) => setDialog({ kind: 'edit', deal })}
                onDelete={(deal) => setDialog({ kind: 'delete', deal })}
              />
            ) : (
              <PipelineView source={source} onOpenDeal={openSummary} onCreateDeal={openCreate} />
            )}
          </Tabs>
        </>
      )}
      {dialog.kind === 'create' && <CreateDealDialog onClose={close} />}
      {dialog.kind === 'edit' && <EditDealDialog deal={latest(dialog.deal)} onClose={close} />}
      {dialog.kind === 'summary' && <DealSummaryDialog deal={latest(dialog.deal)} onClose={close} />}
      {dialog.kind === 'delete' && (
        <ConfirmDialog
          title={`Delete ${dialog.deal.dealId}`}
          message="Are you sure you want to delete this deal?"
          confirmLabel="Delete"
          busy={deleteDeal.isPending}
          onConfirm={() => handleConfirmDelete(dialog.deal)}
          onCancel={close}
        />
      )}
    </>
  );
}
