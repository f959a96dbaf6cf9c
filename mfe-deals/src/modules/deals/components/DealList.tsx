import type { Deal } from '@portal/contracts';
import { startTransition, useEffect, useRef } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/shell/ui/Button';
import { useDealsServices } from '../../services/hooks/useDealsServices';
import { DealRow } from './DealRow';

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

/** The deal list (spec §2). */
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
  if (deals.length === 0) return <StyledEmpty>{emptyText}</StyledEmpty>;
  return (
    <>
      <StyledList aria-label="Deals">
        {deals.map((deal) => (
          <DealRow
            key={deal.id}
            deal={deal}
            now={at}
            isAdmin={isAdmin}
            onView={onView}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
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
