import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';

/** Active (green) or Deactivated (muted): a lender's or a program's state. */
export function LenderStatusBadge({ active }: { active: boolean }) {
  return <StyledToneBadge $tone={active ? 'success' : 'neutral'}>{active ? 'Active' : 'Deactivated'}</StyledToneBadge>;
}
