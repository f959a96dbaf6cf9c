import { useMemo, useState } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { ProgressBar } from '../../../ui/ProgressBar';
import { ReadProgress } from '../../../ui/ReadProgress';
import { StyledSectionHeader } from '../../../ui/SectionHeader';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { StyledStack } from '../../../ui/Stack';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useComparisons } from '../hooks/useComparisons';
import { useSyncDeals } from '../hooks/useSyncDeals';
import { summarizeComparisons } from '../utils/summarizeComparisons';
import { syncFailureLines } from '../utils/syncFailureLines';
import { CompareSummaryTiles } from './CompareSummaryTiles';
import { ComparisonCard } from './ComparisonCard';
import { SyncResultPanel } from './SyncResultPanel';

const StyledCards = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** "Reading from GHL: 300 of 1,200 opportunities (3 pages)"; the total is left out until GHL gives it. */
function readingText(progress: { opportunitiesRead: number; total: number | null; pagesRead: number }): string {
  const of = progress.total !== null ? ` of ${progress.total.toLocaleString('en-US')}` : '';
  const pages = `${progress.pagesRead.toLocaleString('en-US')} ${progress.pagesRead === 1 ? 'page' : 'pages'}`;
  return `Reading from GHL: ${progress.opportunitiesRead.toLocaleString('en-US')}${of} opportunities (${pages})`;
}

/** GHL Compare: our deals beside their GHL opportunities; sync the ones that differ. */
export function GhlCompareTab() {
  const comparisons = useComparisons();
  const sync = useSyncDeals();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const list = useMemo(() => comparisons.data ?? [], [comparisons.data]);
  const selectable = useMemo(() => list.filter((c) => c.hasDifferences).map((c) => c.ourDeal.id), [list]);
  const summary = useMemo(() => summarizeComparisons(list), [list]);
  const dealIdOf = useMemo(() => {
    const byId = new Map(list.map((c) => [c.ourDeal.id, c.ourDeal.dealId]));
    return (id: string) => byId.get(id);
  }, [list]);
  // Only deals that still differ can stay selected (a reload may have brought them in sync).
  const selectedIds = selectable.filter((id) => selected.has(id));
  const allSelected = selectable.length > 0 && selectedIds.length === selectable.length;

  const handleToggle = (id: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const handleSelectAll = () => setSelected(allSelected ? new Set() : new Set(selectable));

  const handleSync = () => {
    if (selectedIds.length === 0) return;
    sync.mutate(selectedIds, { onSettled: () => setSelected(new Set()) });
  };

  return (
    <StyledStack>
      <StyledSectionHeader>
        <div>
          <h2>GHL Deal Comparison</h2>
          <p>Deals linked to GoHighLevel, compared field by field. Syncing pushes our values to GoHighLevel.</p>
        </div>
        <StyledButtonRow>
          <StyledButton
            type="button"
            $variant="secondary"
            onClick={() => void comparisons.refetch()}
            disabled={comparisons.isFetching || sync.isPending}
          >
            {comparisons.isFetching && !comparisons.isPending ? 'Refreshing…' : 'Refresh'}
          </StyledButton>
          <StyledButton
            type="button"
            $variant="secondary"
            onClick={handleSelectAll}
            disabled={selectable.length === 0 || sync.isPending}
          >
            {allSelected ? 'Deselect All' : 'Select All'}
          </StyledButton>
          <StyledButton type="button" onClick={handleSync} disabled={selectedIds.length === 0 || sync.isPending}>
            Sync Selected ({selectedIds.length})
          </StyledButton>
        </StyledButtonRow>
      </StyledSectionHeader>

      {sync.progress ? (
        <ProgressBar
          label={`Syncing ${sync.progress.total} deals`}
          percent={(sync.progress.done / sync.progress.total) * 100}
        />
      ) : null}
      {sync.data && !sync.isPending ? (
        <SyncResultPanel result={sync.data} failures={syncFailureLines(sync.data, dealIdOf)} />
      ) : null}

      {comparisons.progress ? (
        <ReadProgress
          label="Opportunities read from GHL"
          read={comparisons.progress.opportunitiesRead}
          total={comparisons.progress.total}
          text={readingText(comparisons.progress)}
        />
      ) : null}
      {comparisons.isPending ? (
        <Spinner label="Comparing deals with GoHighLevel…" />
      ) : comparisons.isError ? (
        <ErrorState
          message={serverErrorText(comparisons.error, 'Failed to fetch comparisons', 'message')}
          onRetry={() => void comparisons.refetch()}
        />
      ) : (
        <>
          <CompareSummaryTiles {...summary} />
          {list.length === 0 ? (
            <EmptyState title="No deals are linked to GoHighLevel yet">
              Deals imported in GHL Import (or pushed to GoHighLevel when created) appear here.
            </EmptyState>
          ) : (
            <StyledCards>
              {list.map((comparison) => (
                <ComparisonCard
                  key={comparison.ourDeal.id}
                  comparison={comparison}
                  selected={selected.has(comparison.ourDeal.id)}
                  onToggle={() => handleToggle(comparison.ourDeal.id)}
                />
              ))}
            </StyledCards>
          )}
        </>
      )}
    </StyledStack>
  );
}
