import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { Spinner } from '@portal/web-kit/ui/Spinner';
import { serverErrorText } from '@portal/web-kit/api/serverErrorText';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { StyledButtonRow } from '../../../ui/ButtonRow';
import { StyledCard } from '../../../ui/Card';
import { ErrorState } from '../../../ui/ErrorState';
import { dealHref } from '../../core/utils/dealHref';
import { useOverdueFees } from '../hooks/useOverdueFees';
import { formatFeeMoney } from '../utils/formatFeeMoney';
import { StyledMutedText as StyledMuted } from '../../../ui/MutedText';

/** How many of the longest overdue fees the card lists (the report has the rest). */
export const OVERDUE_FEES_SHOWN = 5;

const StyledList = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0 ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.warningSurface};
    overflow-wrap: anywhere;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  span {
    color: ${({ theme }) => theme.colors.warning};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    font-weight: 600;
  }
`;

const days = (count: number) => (count === 1 ? '1 day' : `${count} days`);

/** Overdue fees: their count and sum, the longest overdue few with links to their deals, and the way to the Fee report. */
export type OverdueFeesCardProps = {
  onOpenFeeReport: () => void;
};

export function OverdueFeesCard({ onOpenFeeReport }: OverdueFeesCardProps) {
  const overdue = useOverdueFees();
  return (
    <StyledCard aria-labelledby="overdue-fees-title">
      <h2 id="overdue-fees-title">Overdue fees</h2>
      {overdue.isPending ? (
        <Spinner label="Loading the overdue fees…" />
      ) : overdue.isError ? (
        <ErrorState
          message={serverErrorText(overdue.error, 'Failed to load the overdue fees')}
          onRetry={() => void overdue.refetch()}
        />
      ) : overdue.data.count === 0 ? (
        <>
          <StyledToneBadge $tone="success">None overdue</StyledToneBadge>
          <StyledMuted>Every fee past its closing date and grace days has been received.</StyledMuted>
        </>
      ) : (
        <>
          <StyledToneBadge $tone="warning">
            {overdue.data.count === 1 ? '1 fee overdue' : `${overdue.data.count} fees overdue`} ·{' '}
            {formatFeeMoney(overdue.data.amount)} in brokers’ shares
          </StyledToneBadge>
          <StyledList aria-label="Longest overdue">
            {overdue.data.items.slice(0, OVERDUE_FEES_SHOWN).map(({ deal, fee, daysOverdue }) => (
              <li key={deal.id}>
                <div>
                  <Link to={dealHref(deal.id)}>{deal.dealId}</Link>
                  <small>
                    {[deal.propertyName, deal.owner ? deal.owner.name || deal.owner.username : null]
                      .filter(Boolean)
                      .join(' · ')}
                  </small>
                </div>
                <span>
                  {formatFeeMoney(fee.brokerShare)}, {days(daysOverdue)} overdue
                </span>
              </li>
            ))}
          </StyledList>
          {overdue.data.count > OVERDUE_FEES_SHOWN ? (
            <StyledMuted>And {overdue.data.count - OVERDUE_FEES_SHOWN} more.</StyledMuted>
          ) : null}
          <StyledButtonRow>
            <StyledButton type="button" $variant="secondary" onClick={onOpenFeeReport}>
              Open the Fee report
            </StyledButton>
          </StyledButtonRow>
        </>
      )}
    </StyledCard>
  );
}
