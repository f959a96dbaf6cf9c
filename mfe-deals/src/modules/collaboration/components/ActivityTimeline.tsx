import { StyledButton } from '@portal/web-kit/ui/Button';
import styled from 'styled-components';
import { useDealActivities } from '../hooks/useDealActivities';
import { ActivityItem } from './ActivityItem';
import { StyledMore, StyledNote } from './collaborationStyles';

const StyledList = styled.ol`
  margin: 0;
  padding: 0 0 0 ${({ theme }) => theme.space.xs};
  list-style: none;
  max-height: 420px;
  overflow-y: auto;
  overscroll-behavior: contain;
`;

export type ActivityTimelineProps = { dealId: string };

/** A deal's activity timeline, newest first, with 'Load more' for older entries. */
export function ActivityTimeline({ dealId }: ActivityTimelineProps) {
  const activities = useDealActivities(dealId);
  const items = activities.data?.pages.flatMap((page) => page.items) ?? [];

  if (activities.isPending) {
    return (
      <StyledNote role="status">
        <p>Loading activity…</p>
      </StyledNote>
    );
  }
  if (activities.isError) {
    return (
      <StyledNote role="alert">
        <p>Failed to load activity</p>
        <StyledButton type="button" $variant="secondary" $compact onClick={() => void activities.refetch()}>
          Retry
        </StyledButton>
      </StyledNote>
    );
  }
  if (items.length === 0) {
    return (
      <StyledNote>
        <p>No activity yet</p>
      </StyledNote>
    );
  }
  return (
    <>
      <StyledList aria-label="Activity timeline" tabIndex={0}>
        {items.map((activity) => (
          <ActivityItem key={activity.id} activity={activity} />
        ))}
      </StyledList>
      {activities.hasNextPage && (
        <StyledMore>
          <StyledButton
            type="button"
            $variant="secondary"
            $compact
            disabled={activities.isFetchingNextPage}
            onClick={() => void activities.fetchNextPage()}
          >
            {activities.isFetchingNextPage ? 'Loading…' : 'Load older activity'}
          </StyledButton>
        </StyledMore>
      )}
    </>
  );
}
