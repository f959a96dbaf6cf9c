import type { ComparableQuote, QuoteComparisonRow } from '@portal/contracts';
import { formatDate } from '@portal/web-kit/format/formatDate';
import {
  amortisationText,
  daysText,
  dscrText,
  moneyText,
  monthsText,
  NOT_STATED,
  percentText,
  rateText,
  recourseText,
} from './quoteText';

/** One row of the comparison: its label, how a quote's value reads, and its best-value rule if any. */
export type QuoteRow = {
  key: string;
  label: string;
  best: QuoteComparisonRow | null;
  text: (quote: ComparableQuote) => string;
};

const text = (value: string | null | undefined) => value?.trim() || NOT_STATED;

/** The comparison's rows in the order a broker reads a term sheet (the term sheet link is the table's own). */
export const QUOTE_ROWS: readonly QuoteRow[] = [
  { key: 'amount', label: 'Loan amount', best: 'amount', text: (quote) => moneyText(quote.terms.amount) },
  { key: 'rate', label: 'Rate', best: 'rate', text: (quote) => rateText(quote.terms, quote.figures) },
  { key: 'term', label: 'Term', best: 'term', text: (quote) => monthsText(quote.terms.termMonths) },
  {
    key: 'amortisation',
    label: 'Amortisation',
    best: 'amortisation',
    text: (quote) => amortisationText(quote.terms.amortisationMonths),
  },
  {
    key: 'interestOnly',
    label: 'Interest-only',
    best: 'interestOnly',
    text: (quote) => monthsText(quote.terms.interestOnlyMonths),
  },
  { key: 'maxLtv', label: 'Maximum LTV', best: 'maxLtv', text: (quote) => percentText(quote.terms.maxLtvPercent) },
  { key: 'maxLtc', label: 'Maximum LTC', best: 'maxLtc', text: (quote) => percentText(quote.terms.maxLtcPercent) },
  {
    key: 'originationFee',
    label: 'Origination fee',
    best: 'originationFee',
    text: (quote) => percentText(quote.terms.originationFeePercent),
  },
  { key: 'exitFee', label: 'Exit fee', best: 'exitFee', text: (quote) => percentText(quote.terms.exitFeePercent) },
  { key: 'recourse', label: 'Recourse', best: 'recourse', text: (quote) => recourseText(quote.terms.recourse) },
  { key: 'prepayment', label: 'Prepayment', best: null, text: (quote) => text(quote.terms.prepayment) },
  {
    key: 'closingDays',
    label: 'Days to close',
    best: 'closingDays',
    text: (quote) => daysText(quote.terms.closingDays),
  },
  { key: 'conditions', label: 'Conditions', best: null, text: (quote) => text(quote.terms.conditions) },
  {
    key: 'expiresOn',
    label: 'Valid until',
    best: null,
    text: (quote) => (quote.terms.expiresOn ? formatDate(quote.terms.expiresOn) : NOT_STATED),
  },
  {
    key: 'annualDebtService',
    label: 'Annual debt service',
    best: 'annualDebtService',
    text: (quote) => moneyText(quote.figures.annualDebtService),
  },
  { key: 'dscr', label: 'DSCR', best: 'dscr', text: (quote) => dscrText(quote.figures.dscr) },
];
