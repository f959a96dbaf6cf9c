/** The stage a deal starts in, and the one readers assume when a deal has none (spec §4, §9). */
export const DEFAULT_STAGE = 'Qualification';
export const DEFAULT_STATUS = 'Open';

/**
 * A GHL stage name as the portal shows it (spec §4): 'Initial Qualification Stage' is
 * Qualification, and any other name loses a trailing ' Stage' ('Lender Submission Stage' →
 * 'Lender Submission'). Names the spec does not know pass through (they show as extra sections).
 */
export function normaliseStageName(name: string | null | undefined): string | null {
  const trimmed = (name ?? '').replace(/\s+/g, ' ').trim();
  if (!trimmed) return null;
  if (/^initial qualification( stage)?$/i.test(trimmed)) return DEFAULT_STAGE;
  return trimmed.replace(/ stage$/i, '').trim() || trimmed;
}
