import type { Deal } from '@portal/contracts';

/** The name a deal is shown by; 'Unnamed Deal' when it has none (spec §9). */
export function dealDisplayName(deal: Pick<Deal, 'propertyName' | 'opportunityName' | 'contactName'>): string {
  return deal.propertyName?.trim() || deal.opportunityName?.trim() || deal.contactName?.trim() || 'Unnamed Deal';
}
