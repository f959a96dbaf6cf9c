import type { DealMatch } from '@portal/contracts';

export type SendableLender = {
  lenderId: string;
  lenderName: string;
  contacts: { id: string; name: string; role: string | null; email: string }[];
};

/**
 * The lenders of the matched programs, each once, in the matches' order, with the contacts that
 * can be e-mailed (a contact without an address cannot receive a room link).
 */
export function sendableLenders(matches: readonly DealMatch[]): SendableLender[] {
  const lenders = new Map<string, SendableLender>();
  for (const match of matches) {
    const lender = lenders.get(match.lender.id) ?? {
      lenderId: match.lender.id,
      lenderName: match.lender.name,
      contacts: [],
    };
    for (const contact of match.contacts) {
      if (!contact.email || lender.contacts.some((known) => known.id === contact.id)) continue;
      lender.contacts.push({ id: contact.id, name: contact.name, role: contact.role ?? null, email: contact.email });
    }
    lenders.set(match.lender.id, lender);
  }
  return [...lenders.values()];
}
