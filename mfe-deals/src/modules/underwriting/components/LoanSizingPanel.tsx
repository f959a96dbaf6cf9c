import type { DealUnderwriting } from '@portal/contracts';
import { Fragment } from 'react';
import styled from 'styled-components';
import { StyledButton } from '@portal/web-kit/ui/Button';
import { DetailsList } from '../../../ui/DetailsList';
import { MatchCount } from '../../matching/components/MatchCount';
import { useDealPlacement } from '../../matching/hooks/useDealPlacement';
import { loanSizingView } from '../utils/loanSizingView';

// Figures line up in their column.
const StyledList = styled(DetailsList)`
  dd {
    font-variant-numeric: tabular-nums;
  }
`;

const StyledUnknown = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledNote = styled.p`
  margin: ${({ theme }) => theme.space.sm} 0 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledStatus = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.danger};
`;

export type LoanSizingPanelProps = { deal: DealUnderwriting & { id: string } };

/**
 * The Deal Summary's loan sizing (docs/lenders.md#formulas) as the gateway computes it on the
 * admin's default terms for the deal's loan purpose: each figure, or "Unknown" with the inputs it
 * lacks; then how many lender programs match. Saving an edit of the deal sizes it again.
 */
export function LoanSizingPanel({ deal }: LoanSizingPanelProps) {
  const placement = useDealPlacement(deal.id);
  if (placement.isPending) return <StyledStatus role="status">Sizing the loan…</StyledStatus>;
  if (placement.isError) {
    return (
      <StyledError role="alert">
        <span>Could not size the loan: {placement.error.message}</span>
        <StyledButton type="button" $variant="secondary" onClick={() => void placement.refetch()}>
          Retry
        </StyledButton>
      </StyledError>
    );
  }
  const view = loanSizingView(placement.data, deal);
  return (
    <>
      <StyledList>
        {view.figures.map((figure) => (
          <Fragment key={figure.label}>
            <dt>{figure.label}</dt>
            <dd>
              {figure.value ?? (
                <StyledUnknown>
                  Unknown{figure.missing.length > 0 ? ` (missing ${figure.missing.join(', ')})` : ''}
                </StyledUnknown>
              )}
            </dd>
          </Fragment>
        ))}
      </StyledList>
      {view.basis && <StyledNote>{view.basis}.</StyledNote>}
      {view.missing.length > 0 && <StyledNote>Add the {view.missing.join(', ')} to size the loan fully.</StyledNote>}
      <MatchCount summary={placement.data.matches} />
    </>
  );
}
