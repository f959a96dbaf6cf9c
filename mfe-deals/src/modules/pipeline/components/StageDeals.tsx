import type { Deal } from '@portal/contracts';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import type { DealsSource } from '../../deals/api/fetchDealsPage';
import { useDealPages } from '../../deals/hooks/useDealPages';
import { StageDealsTable } from './StageDealsTable';

const StyledNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type StageDealsProps = {
  source: DealsSource;
  stage: string;
  /** The stage's deal count from its header. */
  count: number;
  now: Date;
  onOpen: (deal: Deal) => void;
};

/** One stage's deals, read page by page (GET …?stage=) as its table scrolls. */
export function StageDeals({ source, stage, count, now, onOpen }: StageDealsProps) {
  const list = useDealPages({ ...source, stage });

  if (list.isError && !list.pages) {
    return (
      <StyledNote role="alert">
        Failed to load the deals of this stage: {list.error.message}
        <StyledButton type="button" $variant="secondary" $compact onClick={() => void list.refetch()}>
          Retry
        </StyledButton>
      </StyledNote>
    );
  }
  if (!list.pages) {
    return (
      <StyledNote role="status" aria-live="polite">
        Loading deals…
      </StyledNote>
    );
  }
  return (
    <StageDealsTable
      stage={stage}
      count={Math.max(count, list.pages.total)}
      deals={list.pages.deals}
      hasMore={list.pages.hasMore}
      loadingMore={list.pages.loadingMore}
      onLoadMore={list.pages.loadMore}
      now={now}
      onOpen={onOpen}
    />
  );
}
