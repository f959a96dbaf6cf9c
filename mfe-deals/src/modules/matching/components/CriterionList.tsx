import type { MatchCriterionResult } from '@portal/contracts';
import styled from 'styled-components';
import { StyledToneBadge, type BadgeTone } from '@portal/web-kit/ui/ToneBadge';
import { CRITERION_LABELS, CRITERION_STATUS_LABELS } from '../utils/criterionLabels';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledItem = styled.li`
  display: grid;
  grid-template-columns: 5.5rem minmax(0, 1fr);
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledReason = styled.span`
  overflow-wrap: anywhere;
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const TONES: Record<MatchCriterionResult['status'], BadgeTone> = {
  met: 'success',
  missed: 'danger',
  unknown: 'neutral',
};

export type CriterionListProps = { criteria: readonly MatchCriterionResult[]; labelledBy: string };

/** Each criterion a program sets, with its verdict in words and the reason (a miss gives both figures). */
export function CriterionList({ criteria, labelledBy }: CriterionListProps) {
  return (
    <StyledList aria-labelledby={labelledBy}>
      {criteria.map((result) => (
        <StyledItem key={result.criterion}>
          <StyledToneBadge $tone={TONES[result.status]}>{CRITERION_STATUS_LABELS[result.status]}</StyledToneBadge>
          <StyledReason>
            <strong>{CRITERION_LABELS[result.criterion]}</strong>: {result.reason}
            {result.status === 'missed' && result.withinTolerance && <StyledMuted> (within tolerance)</StyledMuted>}
          </StyledReason>
        </StyledItem>
      ))}
    </StyledList>
  );
}
