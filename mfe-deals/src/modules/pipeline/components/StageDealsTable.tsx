import type { Deal } from '@portal/contracts';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useId, useRef, useState } from 'react';
import { StageDealRow } from './StageDealRow';
import { StyledTable, StyledTableScroller } from './pipelineTableStyles';

/** Sections longer than this are virtualised: only the rows in view (plus a margin) are in the page. */
export const VIRTUALIZE_FROM = 60;
const ROW_HEIGHT = 45;
const SCROLL_HEIGHT = 560;

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
  deals: readonly Deal[];
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

/** A pipeline section's table (spec §2 columns and a row expander). Long sections are virtualised. */
export function StageDealsTable({ stage, deals, now, onOpen }: StageDealsTableProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const scrollerRef = useRef<HTMLDivElement>(null);
  const virtual = deals.length >= VIRTUALIZE_FROM;
  const virtualizer = useVirtualizer({
    count: virtual ? deals.length : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    getItemKey: (index) => deals[index]?.id ?? index,
    // The first paint (before the scroller is measured) already renders a screenful.
    initialRect: { width: 1024, height: SCROLL_HEIGHT },
  });

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

  const items = virtualizer.getVirtualItems();
  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <StyledTableScroller
      ref={scrollerRef}
      $maxHeight={SCROLL_HEIGHT}
      tabIndex={0}
      role="region"
      aria-label={`${stage} deals, ${deals.length} rows, scrollable`}
      data-virtualized="true"
    >
      <StyledTable aria-label={`${stage} deals`} aria-rowcount={deals.length + 1}>
        <Header />
        {paddingTop > 0 && (
          <tbody aria-hidden="true">
            <tr style={{ height: paddingTop }} />
          </tbody>
        )}
        {items.map((item) => {
          const deal = deals[item.index];
          if (!deal) return null;
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
