/**
 * First and last name of a client from `contactName`, split on spaces
 * (docs/product.md#records-and-fields): the first word, then the rest.
 */
export function splitContactName(contactName: string | null | undefined): { firstName: string; lastName: string } {
  const words = (contactName ?? '').trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}
