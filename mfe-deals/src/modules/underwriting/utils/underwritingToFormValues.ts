import type { UnderwritingValues } from '@portal/contracts';
import type { UnderwritingFormValues } from '../types/UnderwritingFormValues';
import { formatDollars } from './formatDollars';

const text = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
const money = (value: number | null | undefined) => (value === null || value === undefined ? '' : formatDollars(value));

/** The edit form's starting underwriting values: amounts as `$10,440,000`, months as digits. */
export function underwritingToFormValues(deal: Partial<UnderwritingValues>): UnderwritingFormValues {
  return {
    propertyState: deal.propertyState ?? '',
    propertyValue: money(deal.propertyValue),
    netOperatingIncome: money(deal.netOperatingIncome),
    loanPurpose: deal.loanPurpose ?? '',
    totalProjectCost: money(deal.totalProjectCost),
    termMonths: text(deal.termMonths),
    amortisationMonths: text(deal.amortisationMonths),
    interestOnlyMonths: text(deal.interestOnlyMonths),
  };
}
