import type { FeeState } from '@portal/contracts';
import { StyledToneBadge } from '@portal/web-kit/ui/ToneBadge';
import { feeStateText, feeStateTone } from '../utils/feeText';

export type FeeStateBadgeProps = { state: FeeState };

/** Where a fee stands, in words ('Fee overdue') and in its tone. */
export function FeeStateBadge({ state }: FeeStateBadgeProps) {
  return (
    <StyledToneBadge $tone={feeStateTone(state)} data-fee-state={state}>
      {feeStateText(state)}
    </StyledToneBadge>
  );
}
