import type { IndexRates, LenderQuoteTerms, QuoteFigures } from '../types';
import { annualDebtConstant } from './sizing';

/** What a quote's figures are computed against: the deal's NOI, the assumed index rates, the day. */
export type QuoteFigureContext = {
  netOperatingIncome: number | null | undefined;
  indexRates: IndexRates;
  /** Now; a quote expires after the UTC date it names. */
  today: Date;
};

const round = (value: number, places: number) => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** The rate in effect: the fixed rate, or the index's assumed rate plus the spread. */
export function quoteRatePercent(
  terms: Pick<LenderQuoteTerms, 'rateType' | 'ratePercent' | 'index' | 'spreadBps'>,
  indexRates: IndexRates,
): number {
  if (terms.rateType === 'fixed') return terms.ratePercent ?? 0;
  const index = terms.index ? indexRates[terms.index] : indexRates.other;
  return index + (terms.spreadBps ?? 0) / 100;
}

/**
 * A quote's figures (docs/placement.md#quotes), computed from the raw terms on every read:
 * - ratePercent: the rate in effect (fixed, or index rate + spreadBps / 100), rounded to 4
 *   places only to drop floating-point noise (4.3 + 2.75 reads 7.05);
 * - annualDebtService: 12 fully amortising monthly payments on the amount over the quoted
 *   amortisation, as lenders size DSCR even for interest-only periods (amount x rate when the
 *   amortisation is 0, interest-only throughout), rounded to the cent;
 * - dscr: NOI / annual debt service from the unrounded service, rounded to 2 places as lenders
 *   quote it (1.25x); null without NOI or when there is no debt service;
 * - expired: the quote's `expiresOn` is before today's UTC date (a quote is good through that day).
 */
export function quoteFigures(terms: LenderQuoteTerms, context: QuoteFigureContext): QuoteFigures {
  const rate = quoteRatePercent(terms, context.indexRates);
  const service =
    terms.amortisationMonths === 0
      ? (terms.amount * rate) / 100
      : terms.amount * (annualDebtConstant(rate, terms.amortisationMonths) ?? 0);
  const noi = context.netOperatingIncome;
  const hasNoi = noi !== null && noi !== undefined && Number.isFinite(noi);
  return {
    ratePercent: round(rate, 4),
    annualDebtService: round(service, 2),
    dscr: hasNoi && service > 0 ? round(noi / service, 2) : null,
    expired: Boolean(terms.expiresOn) && terms.expiresOn! < context.today.toISOString().slice(0, 10),
  };
}
