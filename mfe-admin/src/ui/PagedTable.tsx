import { useVirtualizer } from '@tanstack/react-virtual';
import { Fragment, useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledTableScroller } from './Table';

/** Rows rendered beyond the visible ones, and how close to the end the next page is asked for. */
const OVERSCAN = 10;
const SCROLL_HEIGHT = 560;

/** Below this width a stacking table shows each row as a small card instead of scrolling sideways. */
const STACK_BELOW_PX = 640;

const StyledScroller = styled(StyledTableScroller)<{ $stack: boolean }>`
  max-height: ${SCROLL_HEIGHT}px;
  overflow-y: auto;
  thead th {
    position: sticky;
    top: 0;
    z-index: 1;
  }
  ${({ $stack, theme }) =>
    $stack
      ? `
  @media (max-width: ${STACK_BELOW_PX}px) {
    table,
    tbody {
      display: block;
    }
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
      white-space: nowrap;
    }
    tbody tr[data-index] {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: ${theme.space.xs} ${theme.space.md};
      padding: ${theme.space.sm} ${theme.space.md};
      border-bottom: 1px solid ${theme.colors.border};
    }
    tbody tr[data-index]:last-child {
      border-bottom: none;
    }
    tbody td {
      display: block;
      flex: 1 1 100%;
      min-width: 0;
      padding: 0;
      border: none;
      overflow-wrap: anywhere;
    }
    tbody td[data-stack='inline'] {
      flex: 0 1 auto;
    }
    tbody td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${theme.colors.textMuted};
    }
  }
`
      : ''}
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** Put on a row's `<tr>`: its index in the list and the ref that measures it. */
export type PagedRowProps = { 'data-index': number; ref: (element: HTMLTableRowElement | null) => void };

export type PagedTableProps<T> = {
  /** The table's accessible name. */
  label: string;
  /** The header row (`<tr>` of `<th>`). */
  head: ReactNode;
  /** The rows loaded so far. */
  rows: readonly T[];
  /** Rows in the whole list (loaded or not). */
  total: number;
  /** What the rows are, plural, for 'Showing N of M …'. */
  noun: string;
  rowKey: (row: T) => string;
  /** One `<tr>` per row, given `rowProps` to put on it (the table measures each row shown). */
  renderRow: (row: T, rowProps: PagedRowProps) => ReactNode;
  /** A first guess of a row's height in pixels (rows are measured once shown). */
  rowHeight: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /**
   * On a phone, show each row as a card (cells one under the other) instead of scrolling sideways.
   * A cell may carry `data-label` (printed before its value, as the hidden header would say) and
   * `data-stack="inline"` (sits beside its inline neighbours instead of taking a whole line).
   */
  stackOnPhone?: boolean;
};

/**
 * A long list as a table that only renders the rows in view (plus a margin) and asks for the next
 * page when the user scrolls near the end of what is loaded; 'Show more' does the same by hand.
 */
export function PagedTable<T>({
  label,
  head,
  rows,
  total,
  noun,
  rowKey,
  renderRow,
  rowHeight,
  hasMore,
  loadingMore,
  onLoadMore,
  stackOnPhone = false,
}: PagedTableProps<T>) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    getItemKey: (index) => (rows[index] ? rowKey(rows[index]) : index),
    // The first paint (before the scroller is measured) already renders a screenful.
    initialRect: { width: 1024, height: SCROLL_HEIGHT },
  });
  const items = virtualizer.getVirtualItems();
  const lastShown = items[items.length - 1]?.index ?? -1;
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(
    function loadMoreNearTheEnd() {
      if (hasMore && !loadingMore && lastShown >= rows.length - 1 - OVERSCAN) latest.current();
    },
    [hasMore, loadingMore, lastShown, rows.length],
  );

  const paddingTop = items[0]?.start ?? 0;
  const paddingBottom = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      <StyledScroller
        ref={scrollerRef}
        $stack={stackOnPhone}
        tabIndex={0}
        role="region"
        aria-label={`${label}, scrollable`}
      >
        <table aria-label={label} aria-rowcount={total + 1}>
          <thead>{head}</thead>
          <tbody>
            {paddingTop > 0 && <tr aria-hidden="true" style={{ height: paddingTop }} />}
            {items.map((item) => {
              const row = rows[item.index];
              if (!row) return null;
              return (
                <Fragment key={item.key}>
                  {renderRow(row, { 'data-index': item.index, ref: virtualizer.measureElement })}
                </Fragment>
              );
            })}
            {paddingBottom > 0 && <tr aria-hidden="true" style={{ height: paddingBottom }} />}
          </tbody>
        </table>
      </StyledScroller>
      <StyledFooter aria-live="polite">
        <span>
          Showing {rows.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} {noun}
        </span>
        {hasMore && (
          <StyledButton type="button" $variant="secondary" $compact disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </StyledButton>
        )}
      </StyledFooter>
    </>
  );
}
