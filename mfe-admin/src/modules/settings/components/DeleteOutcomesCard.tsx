import { StyledButton } from '@portal/web-kit/ui/Button';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import styled from 'styled-components';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { useGhlDeleteOutcomes } from '../hooks/useGhlDeleteOutcomes';
import { DeleteOutcomesTable } from './DeleteOutcomesTable';

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledIntro = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** What the "deleted deals" policy did to each deleted deal's GHL opportunity, newest first. */
export function DeleteOutcomesCard() {
  const outcomes = useGhlDeleteOutcomes();
  const shown = outcomes.data?.length ?? 0;
  return (
    <StyledCard aria-labelledby="ghl-delete-outcomes-title">
      <StyledHeader>
        <h3 id="ghl-delete-outcomes-title">Deleted deals in GHL</h3>
        <StyledButton
          type="button"
          $variant="secondary"
          $compact
          disabled={outcomes.isPending || outcomes.refreshing}
          onClick={outcomes.refetch}
        >
          {outcomes.refreshing ? 'Refreshing…' : 'Refresh'}
        </StyledButton>
      </StyledHeader>
      <StyledIntro>
        When a deal linked to a GHL opportunity is deleted, the policy chosen above is applied in the background. Each
        row says what was done to the opportunity, or why it could not be.
      </StyledIntro>
      {outcomes.isPending ? (
        <Spinner label="Loading deleted deals…" />
      ) : outcomes.isError ? (
        <ErrorState
          message={serverErrorText(outcomes.error, 'Failed to load what happened to deleted deals in GHL')}
          onRetry={outcomes.refetch}
        />
      ) : shown === 0 ? (
        <EmptyState title="No deleted deals linked to GHL yet">
          When someone deletes a deal that has a GHL opportunity, the outcome shows here: left as it is, marked lost or
          abandoned, deleted — or GHL&apos;s error if it refused.
        </EmptyState>
      ) : (
        <>
          <DeleteOutcomesTable outcomes={outcomes.data ?? []} />
          <StyledButtonRow>
            <span role="status">
              Showing {shown} of {Math.max(outcomes.total, shown)}
            </span>
            {outcomes.hasMore ? (
              <StyledButton
                type="button"
                $variant="secondary"
                $compact
                disabled={outcomes.loadingMore}
                onClick={outcomes.loadMore}
              >
                {outcomes.loadingMore ? 'Loading…' : 'Load more'}
              </StyledButton>
            ) : null}
          </StyledButtonRow>
          {outcomes.moreFailed ? (
            <ErrorState
              message={serverErrorText(outcomes.error, 'Failed to load more rows')}
              onRetry={outcomes.loadMore}
            />
          ) : null}
        </>
      )}
    </StyledCard>
  );
}
