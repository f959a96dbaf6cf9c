import type { Deal } from '@portal/contracts';
import { defaultRangeExtractor, measureElement, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { startTransition, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { DealRow } from './DealRow';

/** A first guess of a row's height (a desktop row; phone cards are taller): rows are measured once shown. */
const ROW_ESTIMATE = 88;
/** Rows rendered above and below the screen. */
const OVERSCAN = 8;

const StyledList = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const StyledEmpty = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.xl};
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledMore = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** How far below the screen the end of the loaded rows starts loading the next page. */
const LOOKAHEAD = '1500px 0px';

/**
 * Calls `onLoadMore` whenever the end of the loaded rows comes within reach of the screen. The
 * observer is made again after each page: observe() reports the current state, so an end still
 * within reach after a page asks for the next one. Without IntersectionObserver, 'Show more' does it.
 */
function useLoadMoreNearTheEnd(loaded: number, hasMore: boolean, onLoadMore: () => void) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const latest = useRef(onLoadMore);
  latest.current = onLoadMore;

  useEffect(
    function loadMoreNearTheEnd() {
      const sentinel = sentinelRef.current;
      if (!hasMore || !sentinel || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) startTransition(() => latest.current());
        },
        { rootMargin: LOOKAHEAD },
      );
      observer.observe(sentinel);
      return () => observer.disconnect();
    },
    [hasMore, loaded],
  );

  return sentinelRef;
}

export type DealListProps = {
  /** The deals loaded so far. */
  deals: readonly Deal[];
  /** Deals in the whole list (loaded or not). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  isAdmin: boolean;
  /** Shown when there are no deals. */
  emptyText: string;
  onView: (deal: Deal) => void;
  onEdit?: (deal: Deal) => void;
  onDelete?: (deal: Deal) => void;
};

/** The list's distance from the top of the document: the content above it (the dashboard) can change height. */
function useOffsetFromDocumentTop(shown: boolean) {
  const ref = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);
  useLayoutEffect(
    function followOffset() {
      const element = ref.current;
      if (!shown || !element) return;
      const measure = () => setOffset(Math.round(element.getBoundingClientRect().top + window.scrollY));
      measure();
      if (typeof ResizeObserver === 'undefined') return;
      // Whatever moves the list (the dashboard's charts arriving, a narrower window) resizes the page.
      const observer = new ResizeObserver(measure);
      observer.observe(document.body);
      return () => observer.disconnect();
    },
    [shown],
  );
  return [ref, offset] as const;
}

const FOCUSABLE = 'button:not([disabled]), a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';

/**
 * The deal list (docs/product.md#deal-list). Only the rows on screen (and a margin) are in the
 * page, however many pages have loaded: a list of rows (aria-setsize / aria-posinset give each
 * row's place in the whole list) in the page's own scroll. The row holding focus stays rendered,
 * and Tab / Shift+Tab from the last / first rendered row moves to the next / previous deal as if
 * every row were there.
 */
export function DealList({
  deals,
  total,
  hasMore,
  loadingMore,
  onLoadMore,
  isAdmin,
  emptyText,
  onView,
  onEdit,
  onDelete,
}: DealListProps) {
  const { now } = useDealsServices();
  const at = now();
  const sentinelRef = useLoadMoreNearTheEnd(deals.length, hasMore, onLoadMore);
  const [listRef, scrollMargin] = useOffsetFromDocumentTop(deals.length > 0);
  const focused = useRef<number | null>(null);
  /** A row to focus once rendered (Tab past the rendered rows): its index, and its first or last control. */
  const [pendingFocus, setPendingFocus] = useState<{ index: number; last: boolean } | null>(null);
  const virtualizer = useWindowVirtualizer({
    count: deals.length,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin,
    getItemKey: (index) => deals[index]?.id ?? index,
    // A row never measures 0 in a browser; jsdom lays nothing out.
    measureElement: (element, entry, instance) => measureElement(element, entry, instance) || ROW_ESTIMATE,
    rangeExtractor: (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      const keep = focused.current;
      if (keep === null || keep >= range.count || indexes.includes(keep)) return indexes;
      return [...indexes, keep].sort((a, b) => a - b);
    },
    initialRect: { width: 1024, height: 800 },
  });
  const items = virtualizer.getVirtualItems();

  useEffect(
    function focusPendingRow() {
      if (!pendingFocus) return;
      const row = listRef.current?.querySelector(`[data-index="${pendingFocus.index}"]`);
      const controls = row ? [...row.querySelectorAll<HTMLElement>(FOCUSABLE)] : [];
      const target = pendingFocus.last ? controls.at(-1) : controls[0];
      if (!target) return;
      target.focus();
      setPendingFocus(null);
    },
    [pendingFocus, items, listRef],
  );

  if (deals.length === 0) return <StyledEmpty>{emptyText}</StyledEmpty>;

  const indexOf = (element: Element | null) => {
    const row = element?.closest('[data-index]');
    return row ? Number(row.getAttribute('data-index')) : null;
  };

  function handleKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    if (event.key !== 'Tab' || event.altKey || event.ctrlKey || event.metaKey) return;
    const index = indexOf(event.target as Element);
    const row = (event.target as Element).closest('[data-index]');
    if (index === null || !row) return;
    const controls = [...row.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const backwards = event.shiftKey;
    const edge = backwards ? controls[0] : controls.at(-1);
    const next = backwards ? index - 1 : index + 1;
    if (event.target !== edge || next < 0 || next >= deals.length) return;
    // The neighbour is rendered: the browser moves there itself.
    if (items.some((item) => item.index === next)) return;
    event.preventDefault();
    virtualizer.scrollToIndex(next, { align: 'auto' });
    setPendingFocus({ index: next, last: backwards });
  }

  const paddingTop = Math.max(0, (items[0]?.start ?? scrollMargin) - scrollMargin);
  const paddingBottom = Math.max(0, virtualizer.getTotalSize() - ((items.at(-1)?.end ?? scrollMargin) - scrollMargin));
  return (
    <>
      <StyledList
        ref={listRef}
        aria-label="Deals"
        data-loaded-rows={deals.length}
        style={{ paddingTop, paddingBottom }}
        onFocus={(event) => {
          focused.current = indexOf(event.target);
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) focused.current = null;
        }}
        onKeyDown={handleKeyDown}
      >
        {items.map((item) => {
          const deal = deals[item.index];
          if (!deal) return null;
          return (
            <DealRow
              key={item.key}
              deal={deal}
              now={at}
              isAdmin={isAdmin}
              onView={onView}
              onEdit={onEdit}
              onDelete={onDelete}
              rowProps={{
                'data-index': item.index,
                'aria-setsize': total,
                'aria-posinset': item.index + 1,
                ref: virtualizer.measureElement,
              }}
            />
          );
        })}
      </StyledList>
      {hasMore && (
        <StyledMore ref={sentinelRef}>
          <span>
            Showing {deals.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')} deals
          </span>
          <StyledButton type="button" $variant="secondary" $compact disabled={loadingMore} onClick={onLoadMore}>
            {loadingMore ? 'Loading…' : 'Show more'}
          </StyledButton>
        </StyledMore>
      )}
    </>
  );
}
