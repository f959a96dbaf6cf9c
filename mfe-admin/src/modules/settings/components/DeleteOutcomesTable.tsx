import type { GhlDeleteOutcome } from '@portal/contracts';
import styled from 'styled-components';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { StyledTableScroller } from '../../../ui/Table';
import { deleteOutcomeText, deletePolicyText } from '../utils/deleteOutcomeText';
import { formatOutcomeTime } from '../utils/formatOutcomeTime';

const StyledResult = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
    overflow-wrap: anywhere;
  }
`;

/** The deal number heads its row for screen readers, but reads as a cell, not as a column heading. */
const StyledTable = styled.table`
  tbody th {
    background: none;
    color: inherit;
    font-size: inherit;
    letter-spacing: normal;
    text-transform: none;
    font-weight: 600;
  }
`;

export type DeleteOutcomesTableProps = {
  outcomes: GhlDeleteOutcome[];
};

/** Deal, Opportunity, Policy, Result (state and what was done or why not) and When. */
export function DeleteOutcomesTable({ outcomes }: DeleteOutcomesTableProps) {
  return (
    <StyledTableScroller>
      <StyledTable aria-label="Deleted deals and their GHL opportunities">
        <thead>
          <tr>
            <th scope="col">Deal</th>
            <th scope="col">Opportunity</th>
            <th scope="col">Policy</th>
            <th scope="col">Result</th>
            <th scope="col">When</th>
          </tr>
        </thead>
        <tbody>
          {outcomes.map((outcome) => {
            const result = deleteOutcomeText(outcome);
            return (
              <tr key={outcome.id}>
                <th scope="row">{outcome.dealId}</th>
                <td>
                  <code>{outcome.opportunityId ?? 'Unknown'}</code>
                </td>
                <td>{deletePolicyText(outcome.policy)}</td>
                <td>
                  <StyledResult>
                    <StyledToneBadge $tone={result.tone}>{result.label}</StyledToneBadge>
                    <span>{result.detail}</span>
                  </StyledResult>
                </td>
                <td>
                  <time dateTime={outcome.updatedAt}>{formatOutcomeTime(outcome.updatedAt)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledTableScroller>
  );
}
