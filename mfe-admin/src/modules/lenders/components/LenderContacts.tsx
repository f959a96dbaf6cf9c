import type { LenderContact } from '@portal/contracts';
import { useDeleteContact } from '../hooks/useDeleteContact';
import { DirectorySection } from './DirectorySection';
import { StyledFacts } from './StyledFacts';

export type LenderContactsProps = {
  contacts: readonly LenderContact[];
  onAdd: () => void;
  onEdit: (contact: LenderContact) => void;
};

/** The lender's contacts: name, role, e-mail and phone, with Edit and Delete. */
export function LenderContacts({ contacts, onAdd, onEdit }: LenderContactsProps) {
  const remove = useDeleteContact();
  return (
    <DirectorySection
      title="Contacts"
      noun="contact"
      items={contacts}
      empty="The people to send a deal to: originators, underwriters."
      deleteQuestion={(contact) => `Delete the contact "${contact.name}"? This cannot be undone.`}
      deleting={remove.isPending}
      onAdd={onAdd}
      onEdit={onEdit}
      onDelete={(contact, done) => remove.mutate(contact, { onSettled: done })}
      renderItem={(contact) => (
        <StyledFacts>
          <div>
            <dt>Role</dt>
            <dd>{contact.role ?? '—'}</dd>
          </div>
          <div>
            <dt>E-mail</dt>
            <dd>{contact.email ? <a href={`mailto:${contact.email}`}>{contact.email}</a> : '—'}</dd>
          </div>
          <div>
            <dt>Phone</dt>
            <dd>{contact.phone ? <a href={`tel:${contact.phone.replace(/\s/g, '')}`}>{contact.phone}</a> : '—'}</dd>
          </div>
        </StyledFacts>
      )}
    />
  );
}
