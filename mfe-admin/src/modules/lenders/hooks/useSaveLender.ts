import type { LenderCreateRequest } from '@portal/contracts';
import { createLender } from '../api/createLender';
import { updateLender } from '../api/updateLender';
import { useLenderMutation } from './useLenderMutation';

/** What the lender dialog saves: a new lender (no `id`) or the changes of one. */
export type SaveLenderInput = { id: string | null; fields: LenderCreateRequest };

/** Adds a lender, or saves the lender dialog's edits. */
export function useSaveLender() {
  return useLenderMutation({
    call: (api, { id, fields }: SaveLenderInput) => (id ? updateLender(api, id, fields) : createLender(api, fields)),
    success: (lender, { id }) => `Lender "${lender.name}" ${id ? 'saved' : 'added'}`,
    failure: 'Failed to save the lender',
  });
}
