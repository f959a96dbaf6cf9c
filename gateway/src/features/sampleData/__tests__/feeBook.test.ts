import {
  DEFAULT_BROKER_SHARE_PERCENT,
  DEFAULT_FEE_OVERDUE_AFTER_DAYS,
  DEFAULT_STAGE_PROBABILITIES,
} from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import type { DealRecord } from '../../deals/model';
import { toDealFeeDto } from '../../fees/dto';
import { sampleFees } from '../feeBook';
import { sampleQuotes } from '../quoteBook';

const STAGES = ['Qualification', 'Lender Submission', 'Underwriting', 'Proposal', 'Signed Proposal', 'Site Visit'];
const DAY_MS = 86_400_000;

/** 30 deals across the stages, every third of those in Proposal closed. */
const dealsAt = (now: Date): DealRecord[] =>
  Array.from({ length: 30 }, (_, i) => {
    const stage = STAGES[i % STAGES.length]!;
    const stageLastUpdated = new Date(now.getTime() - (2 + i) * DAY_MS);
    return {
      _id: `deal-${i}`,
      userId: `member-${i % 4}`,
      stage,
      status: stage === 'Proposal' ? 'Closed' : 'Open',
      stageLastUpdated,
      updatedAt: stageLastUpdated,
      loanAmount: 2_000_000 + i * 100_000,
      netOperatingIncome: 250_000,
      termMonths: 120,
      amortisationMonths: 360,
    } as unknown as DealRecord;
  });
const lenders = Array.from({ length: 4 }, (_, i) => ({ _id: `lender-${i}`, name: `Lender ${i}` }));

describe('sample fees (feeBook)', () => {
  // Early January too: a payment "received this year" must not fall into the year before.
  it.each(['2026-11-27T12:00:00Z', '2027-01-03T08:00:00Z'])(
    'on %s: every state, the selected quote filled in, payments this year',
    (at) => {
      const now = new Date(at);
      const deals = dealsAt(now);
      const { selected } = sampleQuotes(deals, lenders, 'loader', now);
      const fees = sampleFees(deals, selected, now);
      const today = at.slice(0, 10);
      const view = {
        today,
        defaultSharePercent: DEFAULT_BROKER_SHARE_PERCENT,
        overdueAfterDays: DEFAULT_FEE_OVERDUE_AFTER_DAYS,
        stageProbabilities: DEFAULT_STAGE_PROBABILITIES,
        memberShares: new Map<string, number>(),
      };
      const dtos = fees.map(({ dealId, fee }) =>
        toDealFeeDto(
          fee,
          deals.find((deal) => deal._id === dealId)!,
          view,
        ),
      );
      expect(new Set(dtos.map((fee) => fee.state))).toEqual(new Set(['expected', 'invoiced', 'received', 'overdue']));
      // One deal per fee.
      expect(new Set(fees.map((fee) => fee.dealId)).size).toBe(fees.length);

      const [fromQuote] = fees;
      const quote = selected[0]!.selectedQuote;
      expect(fromQuote!.dealId).toBe(selected[0]!.dealId);
      expect(fromQuote!.fee).toMatchObject({ quoteId: quote.quoteId, loanAmount: quote.terms.amount });

      for (const fee of dtos.filter((dto) => dto.state === 'received')) {
        expect(fee.receivedOn!.slice(0, 4)).toBe(today.slice(0, 4));
        expect(fee.receivedOn! <= today).toBe(true);
      }
      // Received fees sit on closed deals while there are some.
      const receivedDeals = fees.filter((_, i) => dtos[i]!.state === 'received').map((fee) => fee.dealId);
      for (const id of receivedDeals) expect(deals.find((deal) => deal._id === id)!.status).toBe('Closed');
      expect(dtos.some((fee) => fee.brokerSharePercentOverride !== null)).toBe(true);
      expect(dtos.some((fee) => fee.expectedClosingOn === null)).toBe(true);
      // Deterministic.
      expect(sampleFees(deals, selected, now)).toEqual(fees);
    },
  );
});
