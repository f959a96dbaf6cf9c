import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { formatDateTime } from '@portal/web-kit/format/formatDateTime';
import { StyledCard } from '../../../ui/Card';
import { EmptyState } from '../../../ui/EmptyState';
import { ErrorState } from '../../../ui/ErrorState';
import { usePlacementFigures } from '../hooks/usePlacementFigures';
import { formatHours, formatRate } from '../utils/formatFigures';
import { StyledFigureList } from './StyledFigureList';

export type LenderFiguresCardProps = { lenderId: string };

/**
 * A lender's placement figures on its page: submissions, response rate, median time to first
 * answer, quotes and selected (docs/placement.md#placement-figures).
 */
export function LenderFiguresCard({ lenderId }: LenderFiguresCardProps) {
  const figures = usePlacementFigures(lenderId);
  const row = figures.data?.lenders[0];
  return (
    <StyledCard aria-labelledby="lender-figures-title">
      <h3 id="lender-figures-title">Placement figures</h3>
      {figures.isPending ? (
        <Spinner label="Loading the placement figures…" />
      ) : figures.isError ? (
        <ErrorState
          message={serverErrorText(figures.error, 'Failed to load the placement figures')}
          onRetry={() => void figures.refetch()}
        />
      ) : !row ? (
        <EmptyState title="No deal sent yet">
          The lender&apos;s response rate and quotes appear here once a deal is sent to one of its contacts.
        </EmptyState>
      ) : (
        <StyledFigureList>
          <div>
            <dt>Submissions</dt>
            <dd>
              {row.submissions}
              <small>{row.lastSentAt ? `Last sent ${formatDateTime(row.lastSentAt)}` : 'Quotes recorded only'}</small>
            </dd>
          </div>
          <div>
            <dt>Response rate</dt>
            <dd>
              {formatRate(row.responseRatePercent)}
              <small>
                {row.responses} of {row.submissions} answered
              </small>
            </dd>
          </div>
          <div>
            <dt>Median first answer</dt>
            <dd>{formatHours(row.medianHoursToFirstAnswer)}</dd>
          </div>
          <div>
            <dt>Quotes</dt>
            <dd>{row.quotes}</dd>
          </div>
          <div>
            <dt>Selected</dt>
            <dd>{row.selected}</dd>
          </div>
        </StyledFigureList>
      )}
    </StyledCard>
  );
}
