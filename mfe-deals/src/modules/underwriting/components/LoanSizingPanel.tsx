import type { DealUnderwriting } from '@portal/contracts';
import { Fragment } from 'react';
import styled from 'styled-components';
import { DetailsList } from '../../../ui/DetailsList';
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

export type LoanSizingPanelProps = { deal: DealUnderwriting };

/**
 * The Deal Summary's loan sizing (docs/lenders.md#formulas) on the default terms for the deal's
 * loan purpose: each figure, or "Unknown" with the inputs it lacks.
 */
export function LoanSizingPanel({ deal }: LoanSizingPanelProps) {
  const view = loanSizingView(deal);
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
    </>
  );
}
