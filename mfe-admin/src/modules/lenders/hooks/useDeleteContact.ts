import type { LenderContact } from '@portal/contracts';
import { deleteLenderContact } from '../api/deleteLenderContact';
import { useLenderMutation } from './useLenderMutation';

/** Deletes a contact of a lender. */
export function useDeleteContact() {
  return useLenderMutation({
    call: (api, contact: LenderContact) => deleteLenderContact(api, contact.lenderId, contact.id),
    success: (_result, contact) => `Contact "${contact.name}" deleted`,
    failure: 'Failed to delete the contact',
  });
}
