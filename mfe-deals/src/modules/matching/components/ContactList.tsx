import type { DealMatch } from '@portal/contracts';
import styled from 'styled-components';

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const StyledContact = styled.li`
  display: flex;
  flex-wrap: wrap;
  gap: 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;

  a {
    color: ${({ theme }) => theme.colors.primary};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focusRing};
    outline-offset: 2px;
  }
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledEmpty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export type ContactListProps = { contacts: DealMatch['contacts']; labelledBy: string };

/** A lender's contacts: name, role, e-mail (to write at once) and phone (to call). */
export function ContactList({ contacts, labelledBy }: ContactListProps) {
  if (contacts.length === 0) return <StyledEmpty>No contacts on file.</StyledEmpty>;
  return (
    <StyledList aria-labelledby={labelledBy}>
      {contacts.map((contact) => (
        <StyledContact key={contact.id}>
          <strong>{contact.name}</strong>
          {contact.role && <StyledMuted>{contact.role}</StyledMuted>}
          {contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
          {contact.phone && <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</a>}
        </StyledContact>
      ))}
    </StyledList>
  );
}
