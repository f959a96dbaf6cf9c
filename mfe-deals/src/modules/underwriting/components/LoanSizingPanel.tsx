import type { DealUnderwriting } from '@portal/contracts';
import { Fragment } from 'react';
import styled from 'styled-components';
import { loanSizingView } from '../utils/loanSizingView';

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: minmax(110px, auto) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
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
