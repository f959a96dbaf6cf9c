import type { Deal } from '@portal/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { DEALS_PAGE_SIZE } from '../../deals/api/fetchDealsPage';
import { StageDealRow } from './StageDealRow';
import { StyledTable, StyledTableScroller } from './pipelineTableStyles';

/**
 * Sections of more than one page are virtualised: only the rows in view (plus a margin) are in
 * the page, and the next page loads as the table scrolls towards the last loaded row.
 */
export const VIRTUALIZE_FROM = DEALS_PAGE_SIZE + 1;
const ROW_HEIGHT = 45;
const SCROLL_HEIGHT = 560;
/** How many rows before the last loaded one the next page is asked for (about two screens). */
const LOAD_AHEAD_ROWS = 25;

const StyledLoadingCell = styled.td`
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const COLUMNS = [
  'Client Phone',
  'Client Email',
  'Deal Type',
  'Property Type',
  'Loan Request',
  'Sponsor Net Worth',
  'Sponsor Liquidity',
  'Additional Information',
] as const;

export type StageDealsTableProps = {
  stage: string;
  /** Deals in the whole stage (loaded or not). */
  count: number;
  /** The deals loaded so far. */
  deals: readonly Deal[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  now: Date;
  onOpen: (deal: Deal) => void;
};

function Header() {
  return (
    <thead>
      <tr>
        <th scope="col">Deal</th>
        {COLUMNS.map((column) => (
          <th key={column} scope="col">
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A pipeline section's table (columns of docs/product.md#pipeline-view, and a row expander). Long
 * sections are virtualised and load their next page as they scroll; a last 'Loading more deals…'
 * row stands for the rest.
 */
export function StageDealsTable({
  stage,
  count,
  deals,
  hasMore,
  loadingMore,
  onLoadMore,
  now,
  onOpen,
}: StageDealsTableProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const scrollerRef = useRef<HTMLDivElement>(null);
  const virtual = count >= VIRTUALIZE_FROM || hasMore;
  const rowCount = deals.length + (hasMore ? 1 : 0);
  const virtualizer = useVirtualizer({
    count: virtual ? rowCount : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (index) => deals[index]?.id ?? 'loading-more',
    // The first paint (before the scroller is measured) already renders a screenful.
    initialRect: { width: 1024, height: SCROLL_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items[items.length - 1]?.index ?? -1;
  const nearTheEnd = virtual && lastShown >= deals.length - LOAD_AHEAD_ROWS;

  useEffect(
    function loadMoreNearTheEnd() {
      if (nearTheEnd && hasMore && !loadingMore) onLoadMore();
    },
    [nearTheEnd, hasMore, loadingMore, onLoadMore],
  );

  function handleToggle(dealId: string) {
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(dealId)) next.delete(dealId);
      else next.add(dealId);
      return next;
    });
  }

  const row = (deal: Deal) => (
    <StageDealRow
      deal={deal}
      now={now}
      expanded={expanded.has(deal.id)}
      onToggle={handleToggle}
      onOpen={onOpen}
      detailsId={`${baseId}-${deal.id}`}
    />
  );

  if (!virtual) {
    return (
      <StyledTableScroller>
        <StyledTable aria-label={`${stage} deals`}>
          <Header />
          <tbody>
            {deals.map((deal) => (
              <Fragment key={deal.id}>{row(deal)}</Fragment>
            ))}
          </tbody>
        </StyledTable>
      </StyledTableScroller>
    );
  }

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <StyledTableScroller
      ref={scrollerRef}
      $maxHeight={SCROLL_HEIGHT}
      tabIndex={0}
      role="region"
      aria-label={`${stage} deals, ${count} rows, scrollable`}
      aria-busy={loadingMore}
      data-virtualized="true"
      data-loaded-rows={deals.length}
    >
      <StyledTable aria-label={`${stage} deals`} aria-rowcount={count + 1}>
        <Header />
        {paddingTop > 0 && (
          <tbody aria-hidden="true">
            <tr style={{ height: paddingTop }} />
          </tbody>
        )}
        {items.map((item) => {
          const deal = deals[item.index];
          if (!deal) {
            return (
              <tbody key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
                <tr>
                  <StyledLoadingCell colSpan={COLUMNS.length + 1} role="status">
                    Loading more deals…
                  </StyledLoadingCell>
                </tr>
              </tbody>
            );
          }
          // One <tbody> per deal: its row and, when open, its details are measured together.
          return (
            <tbody key={item.key} data-index={item.index} ref={virtualizer.measureElement}>
              {row(deal)}
            </tbody>
          );
        })}
        {paddingBottom > 0 && (
          <tbody aria-hidden="true">
            <tr style={{ height: paddingBottom }} />
          </tbody>
        )}
      </StyledTable>
    </StyledTableScroller>
  );
}
