import { addDays } from '@portal/contracts';
import type { DealRecord, SelectedQuoteRecord } from '../deals/model';
import { EMPTY_FEE, type FeeRecord } from '../fees/model';

/** The stages by which a broker can tell what the deal's fee will be. */
const FEE_STAGES = new Set(['Lender Submission', 'Underwriting', 'Proposal', 'Signed Proposal']);
const DAY_MS = 86_400_000;

type Plan = (today: string, loan: number, yearStart: string) => Partial<FeeRecord>;

/** A day no later than today and no earlier than this year's first (received this year). */
const thisYear = (day: string, yearStart: string) => (day < yearStart ? yearStart : day);

/**
 * One fee per plan, in this order; each state appears (expected, invoiced, received this year,
 * overdue), with and without a share of the deal's own and a closing date.
 */
const PLANS: { received: boolean; plan: Plan }[] = [
  { received: false, plan: (today) => ({ feePoints: 1, expectedClosingOn: addDays(today, 40) }) },
  {
    received: false,
    plan: (today, loan) => ({
      feeAmount: Math.round(loan * 0.0075),
      expectedClosingOn: addDays(today, -10),
      invoicedOn: addDays(today, -8),
    }),
  },
  {
    received: true,
    plan: (today, loan, yearStart) => {
      const receivedOn = thisYear(addDays(today, -20)!, yearStart);
      return {
        feePoints: 1,
        expectedClosingOn: addDays(receivedOn, -12),
        invoicedOn: addDays(receivedOn, -10),
        receivedOn,
        receivedAmount: Math.round(loan * 0.005),
      };
    },
  },
  {
    received: false,
    plan: (today) => ({ feePoints: 1.25, expectedClosingOn: addDays(today, -75), invoicedOn: addDays(today, -70) }),
  },
  {
    received: false,
    plan: (today) => ({ feePoints: 1, brokerSharePercent: 60, expectedClosingOn: addDays(today, -40) }),
  },
  { received: false, plan: () => ({ feePoints: 0.75 }) },
  {
    received: true,
    plan: (today, _loan, yearStart) => {
      const receivedOn = thisYear(addDays(today, -3)!, yearStart);
      return {
        feeAmount: 15_000,
        brokerSharePercent: 40,
        expectedClosingOn: addDays(receivedOn, -5),
        receivedOn,
        receivedAmount: 6_000,
      };
    },
  },
];

/**
 * Broker fees on the sample deals (docs/sample-data.md): the deal whose quote is selected has its
 * fee filled from it (the quote's amount, closing its days to close after the selection), and
 * deals in later stages one fee of each plan, the received ones on closed deals first. Fees live
 * on the deals, so removing the book's deals removes them. Deterministic for a given book; `now`
 * bounds every date.
 */
export function sampleFees(
  deals: DealRecord[],
  selected: { dealId: string; selectedQuote: SelectedQuoteRecord }[],
  now: Date,
): { dealId: string; fee: FeeRecord }[] {
  const today = now.toISOString().slice(0, 10);
  const yearStart = `${today.slice(0, 4)}-01-01`;
  const updatedAt = new Date(now.getTime() - DAY_MS);
  const fees = selected.map(
    ({ dealId, selectedQuote: { quoteId, terms, selectedAt } }): { dealId: string; fee: FeeRecord } => ({
      dealId,
      fee: {
        ...EMPTY_FEE,
        feePoints: 1,
        loanAmount: terms.amount,
        expectedClosingOn: addDays(new Date(selectedAt).toISOString().slice(0, 10), terms.closingDays ?? 60),
        quoteId,
        updatedAt,
      },
    }),
  );
  const taken = new Set(fees.map((fee) => fee.dealId));
  const candidates = deals.filter(
    (deal) => !taken.has(deal._id) && deal.loanAmount && FEE_STAGES.has(deal.stage ?? ''),
  );
  const closed = candidates.filter((deal) => deal.status === 'Closed');
  const others = candidates.filter((deal) => deal.status !== 'Closed');
  for (const { received, plan } of PLANS) {
    const deal = (received ? (closed.shift() ?? others.shift()) : (others.shift() ?? closed.shift())) ?? null;
    if (!deal) break;
    fees.push({ dealId: deal._id, fee: { ...EMPTY_FEE, ...plan(today, deal.loanAmount!, yearStart), updatedAt } });
  }
  return fees;
}
