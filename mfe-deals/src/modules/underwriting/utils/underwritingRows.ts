import { LOAN_PURPOSE_LABELS, usStateName, type LoanPurpose, type UnderwritingValues } from '@portal/contracts';
import { formatDollars } from './formatDollars';

export type UnderwritingRow = { term: string; value: string };

const months = (count: number) => `${count} ${count === 1 ? 'month' : 'months'}`;

/** The underwriting figures a deal gives, in form order, as the Deal Summary lists them; none when it gives none. */
export function underwritingRows(deal: Partial<UnderwritingValues>): UnderwritingRow[] {
  const rows: UnderwritingRow[] = [];
  const add = <T>(term: string, value: T | null | undefined, format: (value: T) => string) => {
    if (value !== null && value !== undefined) rows.push({ term, value: format(value) });
  };
  add('Property State', deal.propertyState, (code) => `${usStateName(code) ?? code} (${code})`);
  add('Property Value', deal.propertyValue, formatDollars);
  add('Net Operating Income', deal.netOperatingIncome, (amount) => `${formatDollars(amount)} a year`);
  add('Loan Purpose', deal.loanPurpose, (purpose) => LOAN_PURPOSE_LABELS[purpose as LoanPurpose] ?? purpose);
  add('Total Project Cost', deal.totalProjectCost, formatDollars);
  add('Term', deal.termMonths, months);
  add('Amortisation', deal.amortisationMonths, months);
  add('Interest-Only', deal.interestOnlyMonths, months);
  return rows;
}
