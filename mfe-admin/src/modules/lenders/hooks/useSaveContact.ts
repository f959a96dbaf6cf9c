import type { LenderContactCreateRequest } from '@portal/contracts';
import { createLenderContact } from '../api/createLenderContact';
import { updateLenderContact } from '../api/updateLenderContact';
import { useLenderMutation } from './useLenderMutation';

/** What the contact dialog saves: a new contact (no `contactId`) or the edits of one. */
export type SaveContactInput = { lenderId: string; contactId: string | null; fields: LenderContactCreateRequest };

/** Adds a contact to a lender, or saves the contact dialog's edits. */
export function useSaveContact() {
  return useLenderMutation({
    call: (api, { lenderId, contactId, fields }: SaveContactInput) =>
      contactId ? updateLenderContact(api, lenderId, contactId, fields) : createLenderContact(api, lenderId, fields),
    success: (contact, { contactId }) => `Contact "${contact.name}" ${contactId ? 'saved' : 'added'}`,
    failure: 'Failed to save the contact',
  });
}
