import type { Readable } from 'node:stream';
import { RATE_INDEX_LABELS, type LenderQuote } from '@portal/contracts';
import { csvStream } from '../exports/csv';

/** The columns of the Quotes tab, in order (the CSV's header line). */
export const QUOTE_COLUMNS = [
  'Received',
  'Lender',
  'Contact',
  'Source',
  'Amount',
  'Rate type',
  'Fixed rate %',
  'Index',
  'Spread (bps)',
  'Rate in effect %',
  'Term (months)',
  'Amortisation (months)',
  'Interest only (months)',
  'Max LTV %',
  'Max LTC %',
  'Origination fee %',
  'Exit fee %',
  'Recourse',
  'Prepayment',
  'Closing (days)',
  'Conditions',
  'Expires on',
  'Expired',
  'Annual debt service',
  'DSCR',
  'Term sheet',
  'Shared',
  'Selected',
] as const;

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function quoteRow(quote: LenderQuote): Record<string, unknown> {
  const { terms, figures } = quote;
  return {
    Received: quote.createdAt,
    Lender: quote.lenderName,
    Contact: quote.contactName,
    Source: quote.source === 'admin' ? 'Recorded by an admin' : 'Deal room',
    Amount: terms.amount,
    'Rate type': terms.rateType,
    'Fixed rate %': terms.ratePercent,
    Index: terms.index ? RATE_INDEX_LABELS[terms.index] : null,
    'Spread (bps)': terms.spreadBps,
    'Rate in effect %': figures.ratePercent,
    'Term (months)': terms.termMonths,
    'Amortisation (months)': terms.amortisationMonths,
    'Interest only (months)': terms.interestOnlyMonths,
    'Max LTV %': terms.maxLtvPercent,
    'Max LTC %': terms.maxLtcPercent,
    'Origination fee %': terms.originationFeePercent,
    'Exit fee %': terms.exitFeePercent,
    Recourse: terms.recourse,
    Prepayment: terms.prepayment,
    'Closing (days)': terms.closingDays,
    Conditions: terms.conditions,
    'Expires on': terms.expiresOn,
    Expired: yesNo(figures.expired),
    'Annual debt service': figures.annualDebtService,
    DSCR: figures.dscr,
    'Term sheet': quote.termSheet?.fileName ?? null,
    Shared: yesNo(quote.shared),
    Selected: yesNo(quote.selected),
  };
}

/**
 * A deal's quotes as CSV, one row per quote: every cell goes through the exports' quoting, which
 * neutralises text a spreadsheet would run as a formula (a lender's conditions may start with `=`).
 */
export function quotesCsv(quotes: LenderQuote[]): Readable {
  async function* rows() {
    yield* quotes;
  }
  return csvStream(QUOTE_COLUMNS, rows(), quoteRow);
}
