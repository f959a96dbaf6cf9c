import type { LenderQuoteTerms, QuoteFigures, Recourse } from '../types';

/** The rows of the quote comparison that have a better and a worse value. */
export const QUOTE_COMPARISON_ROWS = [
  'amount',
  'rate',
  'term',
  'amortisation',
  'interestOnly',
  'maxLtv',
  'maxLtc',
  'originationFee',
  'exitFee',
  'recourse',
  'closingDays',
  'annualDebtService',
  'dscr',
] as const;
export type QuoteComparisonRow = (typeof QUOTE_COMPARISON_ROWS)[number];

/** What the comparison needs of a quote (an admin's LenderQuote and an owner's SharedQuote both fit). */
export type ComparableQuote = { id: string; terms: LenderQuoteTerms; figures: QuoteFigures };

/** For each row, the ids of the quotes with the best value (empty when nothing is marked). */
export type BestQuotes = Record<QuoteComparisonRow, readonly string[]>;

/** Full non-recourse is best for the borrower, then partial, then full recourse. */
const RECOURSE_RANK: Readonly<Record<Recourse, number>> = { 'non-recourse': 3, partial: 2, full: 1 };

type Rule = { better: 'higher' | 'lower'; value: (quote: ComparableQuote) => number | null | undefined };

const RULES: Readonly<Record<QuoteComparisonRow, Rule>> = {
  amount: { better: 'higher', value: (quote) => quote.terms.amount },
  // The rate in effect: a floating quote's index rate plus spread, as the server computed it.
  rate: { better: 'lower', value: (quote) => quote.figures.ratePercent },
  term: { better: 'higher', value: (quote) => quote.terms.termMonths },
  // 0 is interest-only throughout: no principal is ever paid, the longest amortisation there is.
  amortisation: {
    better: 'higher',
    value: (quote) =>
      quote.terms.amortisationMonths === 0 ? Number.POSITIVE_INFINITY : quote.terms.amortisationMonths,
  },
  interestOnly: { better: 'higher', value: (quote) => quote.terms.interestOnlyMonths },
  maxLtv: { better: 'higher', value: (quote) => quote.terms.maxLtvPercent },
  maxLtc: { better: 'higher', value: (quote) => quote.terms.maxLtcPercent },
  originationFee: { better: 'lower', value: (quote) => quote.terms.originationFeePercent },
  exitFee: { better: 'lower', value: (quote) => quote.terms.exitFeePercent },
  recourse: { better: 'higher', value: (quote) => RECOURSE_RANK[quote.terms.recourse] },
  closingDays: { better: 'lower', value: (quote) => quote.terms.closingDays },
  annualDebtService: { better: 'lower', value: (quote) => quote.figures.annualDebtService },
  dscr: { better: 'higher', value: (quote) => quote.figures.dscr },
};

/** Values this close are the same figure (floating-point noise of computed figures). */
const EPSILON = 1e-9;

function bestOf(quotes: readonly ComparableQuote[], rule: Rule): string[] {
  const values = quotes.flatMap((quote) => {
    const value = rule.value(quote);
    return value === null || value === undefined || Number.isNaN(value) ? [] : [{ id: quote.id, value }];
  });
  if (values.length < 2) return [];
  const pick = rule.better === 'higher' ? Math.max : Math.min;
  const best = pick(...values.map((entry) => entry.value));
  return values
    .filter((entry) => entry.value === best || Math.abs(entry.value - best) <= EPSILON)
    .map((entry) => entry.id);
}

/**
 * Which quote(s) hold the best value of each comparison row (docs/placement.md#quotes): higher
 * amount, term, amortisation, interest-only months, maximum LTV and LTC and DSCR; lower rate in
 * effect, fees, days to close and annual debt service; non-recourse over partial over full.
 * Expired quotes never count; a missing value is not compared; ties mark every tied quote; a row
 * with fewer than two values to compare marks nothing.
 */
export function bestQuotesByRow(quotes: readonly ComparableQuote[]): BestQuotes {
  const live = quotes.filter((quote) => !quote.figures.expired);
  const best = {} as Record<QuoteComparisonRow, readonly string[]>;
  for (const row of QUOTE_COMPARISON_ROWS) best[row] = bestOf(live, RULES[row]);
  return best;
}
