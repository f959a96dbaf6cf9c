import type { Deal } from '@portal/contracts';
import { useTheme } from 'styled-components';
import { StyledBadge } from '@portal/web-kit/ui/Badge';

/** 'N days in stage', as the badge's name and the Deal Summary say it. */
export const daysInStageLabel = (days: number) => `${days} ${days === 1 ? 'day' : 'days'} in stage`;

export type StaleBadgeProps = { deal: Pick<Deal, 'stale' | 'daysInStage'> };

/**
 * 'Stale' on a deal past its stage's threshold (docs/stale-deals.md): the word, not the colour
 * alone, and a name that says how long the deal has been in its stage. Nothing otherwise.
 */
export function StaleBadge({ deal }: StaleBadgeProps) {
  const theme = useTheme();
  if (!deal.stale) return null;
  const label = `Stale: ${daysInStageLabel(deal.daysInStage)}`;
  return (
    <StyledBadge $color={theme.colors.warning} role="img" aria-label={label} title={label} data-stale="true">
      Stale
    </StyledBadge>
  );
}
