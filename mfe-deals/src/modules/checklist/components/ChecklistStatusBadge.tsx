import type { ChecklistStatus } from '@portal/contracts';
import { useTheme } from 'styled-components';
import { StyledBadge } from '@portal/web-kit/ui/Badge';
import { checklistStatusColor } from '../utils/checklistStatusTone';

export type ChecklistStatusBadgeProps = { status: ChecklistStatus };

/** Missing, Uploaded, Accepted or Rejected, each in its colour (the word itself carries the meaning). */
export function ChecklistStatusBadge({ status }: ChecklistStatusBadgeProps) {
  const theme = useTheme();
  return (
    <StyledBadge $color={checklistStatusColor(theme, status)} data-status={status}>
      {status}
    </StyledBadge>
  );
}
