import type { Deal } from '@portal/contracts';

/**
 * The name a deal is shown by: property name, opportunity name or client name; else 'Unnamed Deal'
 * (docs/product.md#records-and-fields).
 */
export function dealDisplayName(deal: Pick<Deal, 'propertyName' | 'opportunityName' | 'contactName'>): string {
  return deal.propertyName?.trim() || deal.opportunityName?.trim() || deal.contactName?.trim() || 'Unnamed Deal';
}
