import { useTheme } from 'styled-components';
import { StyledBadge } from '@portal/web-kit/ui/Badge';
import { displayStatus } from '../utils/displayStatus';
import { statusTone } from '../utils/statusTone';

export type StatusBadgeProps = { status: string | null | undefined };

/**
 * A deal's status in its colour (docs/product.md#deal-statuses); 'Open' when absent, neutral for
 * unknown statuses.
 */
export function StatusBadge({ status }: StatusBadgeProps) {
  const theme = useTheme();
  const tone = statusTone(status);
  return (
    <StyledBadge $color={theme.colors.status[tone]} data-tone={tone}>
      {displayStatus(status)}
    </StyledBadge>
  );
}
