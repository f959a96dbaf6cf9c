import type { LenderQuoteTerms } from '@portal/contracts';
import type { DealRecord, SelectedQuoteRecord } from '../deals/model';
import type { QuoteRecord } from '../submissions/model';

/** The stages by which lenders have quoted on a deal. */
const QUOTED_STAGES = new Set(['Lender Submission', 'Proposal', 'Signed Proposal', 'Underwriting']);
/** How many sample deals get quotes. */
export const SAMPLE_QUOTED_DEALS = 5;
const DAY_MS = 86_400_000;

const CONDITIONS = [
  'Appraisal supporting the value; 12 months of operating statements; a current rent roll.',
  'Subject to a satisfactory site inspection and environmental report.',
  'Sponsor to keep 9 months of debt service in liquidity through the term.',
];

/**
 * A few quotes on the sample deals lenders would have quoted by their stage (docs/sample-data.md),
 * as an admin records them: two lenders per deal, one at a fixed rate and one floating on SOFR.
 * The first deal's fixed quote is selected (so shared), the second deal's floating one is shared.
 * Deterministic for a given book and lender list; `now` bounds every date.
 */
export function sampleQuotes(
  deals: DealRecord[],
  lenders: { _id: string; name: string }[],
  loadedBy: string,
  now: Date,
): { quotes: QuoteRecord[]; selected: { dealId: string; selectedQuote: SelectedQuoteRecord }[] } {
  const quotes: QuoteRecord[] = [];
  const selected: { dealId: string; selectedQuote: SelectedQuoteRecord }[] = [];
  if (lenders.length < 2) return { quotes, selected };
  const quoted = deals
    .filter((deal) => QUOTED_STAGES.has(deal.stage ?? '') && deal.loanAmount && deal.netOperatingIncome)
    .slice(0, SAMPLE_QUOTED_DEALS);
  const expiresOn = new Date(now.getTime() + 45 * DAY_MS).toISOString().slice(0, 10);
  quoted.forEach((deal, k) => {
    const loan = deal.loanAmount!;
    const since = new Date(deal.stageLastUpdated ?? deal.updatedAt).getTime();
    const at = (days: number) => new Date(Math.min(now.getTime() - 3600_000, since + days * DAY_MS));
    const base: Omit<LenderQuoteTerms, 'amount' | 'rateType'> = {
      ratePercent: null,
      index: null,
      spreadBps: null,
      termMonths: deal.termMonths ?? 120,
      amortisationMonths: deal.amortisationMonths ?? 360,
      interestOnlyMonths: null,
      maxLtvPercent: 65 + (k % 3) * 5,
      maxLtcPercent: null,
      originationFeePercent: 1,
      exitFeePercent: null,
      recourse: k % 2 === 0 ? 'non-recourse' : 'partial',
      prepayment: k % 2 === 0 ? 'Step-down 3-2-1' : 'Yield maintenance',
      closingDays: 45 + k * 5,
      conditions: CONDITIONS[k % CONDITIONS.length]!,
      expiresOn,
    };
    const fixedLender = lenders[(2 * k) % lenders.length]!;
    const floatingLender = lenders[(2 * k + 1) % lenders.length]!;
    const fixed: QuoteRecord = {
      _id: `sample-quote-${deal._id}-1`,
      dealId: deal._id,
      submissionId: null,
      lenderId: fixedLender._id,
      lenderName: fixedLender.name,
      contactName: null,
      terms: {
        ...base,
        amount: Math.round((loan * 0.95) / 1000) * 1000,
        rateType: 'fixed',
        ratePercent: 6.25 + k / 10,
      },
      createdAt: at(3),
      source: 'admin',
      termSheet: null,
      shared: k === 0,
      selectedAt: k === 0 ? at(6) : null,
      recordedBy: loadedBy,
    };
    const floating: QuoteRecord = {
      _id: `sample-quote-${deal._id}-2`,
      dealId: deal._id,
      submissionId: null,
      lenderId: floatingLender._id,
      lenderName: floatingLender.name,
      contactName: null,
      terms: {
        ...base,
        amount: loan,
        rateType: 'floating',
        index: 'SOFR',
        spreadBps: 250 + 25 * k,
        amortisationMonths: 0,
        recourse: 'full',
        prepayment: null,
        conditions: null,
      },
      createdAt: at(5),
      source: 'admin',
      termSheet: null,
      shared: k === 1,
      selectedAt: null,
      recordedBy: loadedBy,
    };
    quotes.push(fixed, floating);
    if (k === 0) {
      selected.push({
        dealId: deal._id,
        selectedQuote: {
          quoteId: fixed._id,
          lenderName: fixed.lenderName,
          terms: fixed.terms,
          selectedAt: fixed.selectedAt!,
        },
      });
    }
  });
  return { quotes, selected };
}
