import { RATE_INDEX_LABELS, RECOURSE_LABELS, type LenderQuoteTerms, type QuoteFigures } from '@portal/contracts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const plain = new Intl.NumberFormat('en-US', { maximumFractionDigits: 3 });

/** What a figure the lender did not give reads. */
export const NOT_STATED = 'Not stated';

export const moneyText = (value: number) => money.format(value);

export const monthsText = (value: number | null | undefined) =>
  value === null || value === undefined ? NOT_STATED : `${value} ${value === 1 ? 'month' : 'months'}`;

export const percentText = (value: number | null | undefined) =>
  value === null || value === undefined ? NOT_STATED : `${plain.format(value)} %`;

/** "6.25 %" for a fixed rate, "SOFR + 2.50 %" for a floating one (the quote as the lender gave it). */
export function quotedRateText(terms: LenderQuoteTerms): string {
  if (terms.rateType === 'fixed')
    return terms.ratePercent == null ? NOT_STATED : `${percent.format(terms.ratePercent)} %`;
  const index = terms.index ? RATE_INDEX_LABELS[terms.index] : 'Index';
  return `${index} + ${percent.format((terms.spreadBps ?? 0) / 100)} %`;
}

/** The quoted rate and, for a floating one, the rate in effect: "SOFR + 2.50 % (6.80 % in effect)". */
export function rateText(terms: LenderQuoteTerms, figures: Pick<QuoteFigures, 'ratePercent'>): string {
  const quoted = quotedRateText(terms);
  return terms.rateType === 'floating' ? `${quoted} (${percent.format(figures.ratePercent)} % in effect)` : quoted;
}

/** "360 months", or "Interest-only throughout" for 0. */
export const amortisationText = (months: number) => (months === 0 ? 'Interest-only throughout' : monthsText(months));

export const recourseText = (recourse: LenderQuoteTerms['recourse']) => RECOURSE_LABELS[recourse];

/** "1.38x", or why there is none. */
export const dscrText = (dscr: number | null) =>
  dscr === null ? 'Not known (the deal has no NOI)' : `${dscr.toFixed(2)}x`;

export const daysText = (days: number | null | undefined) =>
  days === null || days === undefined ? NOT_STATED : `${days} ${days === 1 ? 'day' : 'days'}`;

/** "1 quote", "3 quotes". */
export const quoteCount = (count: number) => `${count} ${count === 1 ? 'quote' : 'quotes'}`;
