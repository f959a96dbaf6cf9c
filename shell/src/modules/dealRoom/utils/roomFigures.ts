import { LOAN_PURPOSE_LABELS, usStateName, type DealRoom } from '@portal/contracts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

const months = (value: number | null) => (value === null ? null : `${value} months`);

/** The room's facts in the order a lender reads them; figures the broker did not give are left out. */
export function roomFigures(room: DealRoom): { label: string; value: string }[] {
  const rows: [string, string | null][] = [
    ['Property type', room.propertyType],
    ['State', room.propertyState ? (usStateName(room.propertyState) ?? room.propertyState) : null],
    ['Vintage', room.propertyVintage],
    ['Deal type', room.dealType],
    ['Loan purpose', room.loanPurpose ? LOAN_PURPOSE_LABELS[room.loanPurpose] : null],
    ['Loan request', room.loanAmount !== null ? money.format(room.loanAmount) : room.loanRequest],
    ['Property value', room.propertyValue !== null ? money.format(room.propertyValue) : null],
    ['Net operating income', room.netOperatingIncome !== null ? money.format(room.netOperatingIncome) : null],
    ['Total project cost', room.totalProjectCost !== null ? money.format(room.totalProjectCost) : null],
    ['Term', months(room.termMonths)],
    ['Amortisation', months(room.amortisationMonths)],
    ['Interest-only', months(room.interestOnlyMonths)],
    ['Sponsor net worth', room.sponsorNetWorth],
    ['Sponsor liquidity', room.sponsorLiquidity],
  ];
  return rows
    .filter((row): row is [string, string] => row[1] !== null && row[1] !== '')
    .map(([label, value]) => ({ label, value }));
}
