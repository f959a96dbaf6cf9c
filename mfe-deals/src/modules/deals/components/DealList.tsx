import type { Deal } from '@portal/contracts';
import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';
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

/** Rows in the first render of a long list: enough to fill any screen, quick to draw. */
export const FIRST_ROWS = 50;
/** Rows added each time the end of the rendered part comes within reach. */
export const MORE_ROWS = 200;
/** How far below the screen the end of the rendered rows starts the next batch. */
const LOOKAHEAD = '1500px 0px';

/**
 * Long lists render in batches: the first FIRST_ROWS rows at once (so the first deal shows
 * quickly, spec §9), then MORE_ROWS more whenever the end of the rendered rows nears the screen,
 * or on 'Show more'. Without IntersectionObserver every row renders at once.
 */
function useRenderedRowCount(total: number): {
  count: number;
  more: () => void;
  sentinelRef: RefObject<HTMLDivElement | null>;
} {
  const [limit, setLimit] = useState(FIRST_ROWS);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const hasMore = total > limit;

  useEffect(
    function renderMoreNearTheEnd() {
      if (!hasMore) return;
      const sentinel = sentinelRef.current;
      if (typeof IntersectionObserver === 'undefined' || !sentinel) {
        setLimit(total);
        return;
      }
      // Re-created for each batch: observe() reports the current state, so a sentinel that is
      // still within reach after a batch asks for the next one.
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            startTransition(() => setLimit((current) => current + MORE_ROWS));
          }
        },
        { rootMargin: LOOKAHEAD },
      );
      observer.observe(sentinel);
      return () => observer.disconnect();
    },
    [hasMore, limit, total],
  );

  return {
    count: Math.min(limit, total),
    more: () => setLimit((current) => current + MORE_ROWS),
    sentinelRef,
  };
}

export type DealListProps = {
  deals: readonly Deal[];
  isAdmin: boolean;
  /** Shown when there are no deals. */
  emptyText: string;
  onView: (deal: Deal) => void;
  onEdit?: (deal: Deal) => void;
  onDelete?: (deal: Deal) => void;
};

/** The deal list (spec §2). */
export function DealList({ deals, isAdmin, emptyText, onView, onEdit, onDelete }: DealListProps) {
  const { now } = useDealsServices();
  const at = now();
  const rendered = useRenderedRowCount(deals.length);
  if (deals.length === 0) return <StyledEmpty>{emptyText}</StyledEmpty>;
  const shown = rendered.count < deals.length ? deals.slice(0, rendered.count) : deals;
  return (
    <>
      <StyledList aria-label="Deals">
        {shown.map((deal) => (
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
      {shown.length < deals.length && (
        <StyledMore ref={rendered.sentinelRef}>
          <span>
            Showing {shown.length.toLocaleString('en-US')} of {deals.length.toLocaleString('en-US')} deals
          </span>
          <StyledButton type="button" $variant="secondary" $compact onClick={rendered.more}>
            Show more
          </StyledButton>
        </StyledMore>
      )}
    </>
  );
}
