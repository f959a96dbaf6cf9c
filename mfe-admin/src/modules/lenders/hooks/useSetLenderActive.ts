import type { Lender } from '@portal/contracts';
import { updateLender } from '../api/updateLender';
import { useLenderMutation } from './useLenderMutation';

/** Deactivates a lender (its programs are no longer matched) or reactivates it. */
export function useSetLenderActive() {
  return useLenderMutation({
    call: (api, { lender, active }: { lender: Lender; active: boolean }) => updateLender(api, lender.id, { active }),
    success: (lender) => `Lender "${lender.name}" ${lender.active ? 'reactivated' : 'deactivated'}`,
    failure: 'Failed to change the lender',
  });
}
