import styled, { useTheme } from 'styled-components';
import { StyledBadge } from '@portal/web-kit/ui/Badge';
import { StyledVisuallyHidden } from '@portal/web-kit/ui/VisuallyHidden';
import { stageColor } from '../utils/stageColor';

const StyledDot = styled.span`
  width: 8px;
  height: 8px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.success};
  box-shadow: 0 0 0 2px ${({ theme }) => theme.colors.surface};
`;

export type StageBadgeProps = {
  /** The stage as shown (already normalised). */
  stage: string;
  /** Shows the green dot: the stage changed recently. */
  recent?: boolean;
};

/** A stage label in its stage colour, with a green dot after a recent stage change. */
export function StageBadge({ stage, recent = false }: StageBadgeProps) {
  const theme = useTheme();
  return (
    <StyledBadge $color={stageColor(stage, theme)} data-stage={stage}>
      {recent && <StyledDot aria-hidden="true" data-testid="recent-stage-dot" title="Stage updated recently" />}
      {stage}
      {recent && <StyledVisuallyHidden> (stage updated recently)</StyledVisuallyHidden>}
    </StyledBadge>
  );
}
