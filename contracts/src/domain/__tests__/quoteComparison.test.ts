import { describe, expect, it } from 'vitest';
import type { LenderQuoteTerms, QuoteFigures } from '../../types';
import { bestQuotesByRow, type ComparableQuote } from '../quoteComparison';

const TERMS: LenderQuoteTerms = {
  amount: 5_000_000,
  rateType: 'fixed',
  ratePercent: 6.5,
  index: null,
  spreadBps: null,
  termMonths: 60,
  amortisationMonths: 360,
  interestOnlyMonths: 12,
  maxLtvPercent: 65,
  maxLtcPercent: null,
  originationFeePercent: 1,
  exitFeePercent: 0.5,
  recourse: 'full',
  prepayment: null,
  closingDays: 45,
  conditions: null,
  expiresOn: null,
};
const FIGURES: QuoteFigures = { ratePercent: 6.5, annualDebtService: 379_248, dscr: 1.38, expired: false };

function quote(
  id: string,
  terms: Partial<LenderQuoteTerms> = {},
  figures: Partial<QuoteFigures> = {},
): ComparableQuote {
  return { id, terms: { ...TERMS, ...terms }, figures: { ...FIGURES, ...figures } };
}

describe('bestQuotesByRow', () => {
  it('marks the better value of each row in its own direction', () => {
    const a = quote(
      'a',
      { amount: 5_500_000, termMonths: 120, originationFeePercent: 0.75, recourse: 'non-recourse', closingDays: 30 },
      { ratePercent: 6.9, annualDebtService: 420_000, dscr: 1.24 },
    );
    const b = quote(
      'b',
      { amortisationMonths: 300, interestOnlyMonths: 24, maxLtvPercent: 70, exitFeePercent: 0 },
      { ratePercent: 6.25 },
    );
    const best = bestQuotesByRow([a, b]);
    expect(best.amount).toEqual(['a']);
    expect(best.rate).toEqual(['b']);
    expect(best.term).toEqual(['a']);
    expect(best.amortisation).toEqual(['a']);
    expect(best.interestOnly).toEqual(['b']);
    expect(best.maxLtv).toEqual(['b']);
    expect(best.originationFee).toEqual(['a']);
    expect(best.exitFee).toEqual(['b']);
    expect(best.recourse).toEqual(['a']);
    expect(best.closingDays).toEqual(['a']);
    expect(best.annualDebtService).toEqual(['b']);
    expect(best.dscr).toEqual(['b']);
  });

  it('ranks non-recourse over partial over full recourse', () => {
    expect(bestQuotesByRow([quote('a', { recourse: 'full' }), quote('b', { recourse: 'partial' })]).recourse).toEqual([
      'b',
    ]);
    expect(
      bestQuotesByRow([quote('a', { recourse: 'non-recourse' }), quote('b', { recourse: 'partial' })]).recourse,
    ).toEqual(['a']);
  });

  it('counts interest-only throughout (amortisation 0) as the longest amortisation', () => {
    const best = bestQuotesByRow([quote('a', { amortisationMonths: 0 }), quote('b', { amortisationMonths: 360 })]);
    expect(best.amortisation).toEqual(['a']);
  });

  it('marks every tied quote', () => {
    const best = bestQuotesByRow([quote('a'), quote('b'), quote('c', { amount: 4_000_000 })]);
    expect(best.amount).toEqual(['a', 'b']);
    expect(best.rate).toEqual(['a', 'b', 'c']);
  });

  it('never marks an expired quote, even with the best value', () => {
    const best = bestQuotesByRow([
      quote('old', { amount: 9_000_000 }, { expired: true, ratePercent: 5 }),
      quote('a', { amount: 5_000_000 }),
      quote('b', { amount: 4_000_000 }),
    ]);
    expect(best.amount).toEqual(['a']);
    expect(best.rate).toEqual(['a', 'b']);
  });

  it('marks nothing in a row with fewer than two values to compare', () => {
    const best = bestQuotesByRow([
      quote('a', { maxLtcPercent: 80 }, { dscr: null }),
      quote('b', { maxLtcPercent: null }, { dscr: 1.3 }),
    ]);
    expect(best.maxLtc).toEqual([]);
    expect(best.dscr).toEqual([]);
    // One live quote beside an expired one: nothing to compare it with.
    expect(bestQuotesByRow([quote('a'), quote('b', { amount: 1 }, { expired: true })]).amount).toEqual([]);
    expect(bestQuotesByRow([quote('a')]).rate).toEqual([]);
    expect(bestQuotesByRow([]).rate).toEqual([]);
  });

  it('treats figures within floating-point noise as a tie', () => {
    const best = bestQuotesByRow([quote('a', {}, { ratePercent: 4.3 + 2.5 }), quote('b', {}, { ratePercent: 6.8 })]);
    expect(best.rate).toEqual(['a', 'b']);
  });
});
