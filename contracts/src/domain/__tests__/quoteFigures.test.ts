import { describe, expect, it } from 'vitest';
import type { LenderQuoteTerms } from '../../types';
import { DEFAULT_INDEX_RATES } from '../dealRoom';
import { quoteFigures } from '../quoteFigures';

const terms = (overrides: Partial<LenderQuoteTerms> = {}): LenderQuoteTerms => ({
  amount: 5_505_737,
  rateType: 'fixed',
  ratePercent: 6.5,
  index: null,
  spreadBps: null,
  termMonths: 120,
  amortisationMonths: 360,
  interestOnlyMonths: null,
  recourse: 'non-recourse',
  expiresOn: null,
  ...overrides,
});
const context = {
  netOperatingIncome: 522_000,
  indexRates: DEFAULT_INDEX_RATES,
  today: new Date('2026-11-27T12:00:00Z'),
};

describe('quoteFigures', () => {
  it('reproduces the worked example: 6.5 % over 30 years on $5,505,737 gives DSCR 1.25 on NOI $522,000', () => {
    const figures = quoteFigures(terms(), context);
    expect(figures.ratePercent).toBe(6.5);
    expect(figures.annualDebtService).toBeCloseTo(522_000 / 1.25, 0);
    expect(figures.dscr).toBe(1.25);
    expect(figures.expired).toBe(false);
  });

  it('takes a floating rate as the index rate plus the spread', () => {
    const figures = quoteFigures(terms({ rateType: 'floating', ratePercent: null, index: 'SOFR', spreadBps: 275 }), {
      ...context,
      indexRates: { ...DEFAULT_INDEX_RATES, SOFR: 4.3 },
    });
    expect(figures.ratePercent).toBe(7.05);
    const fixedAtSameRate = quoteFigures(terms({ ratePercent: 7.05 }), context);
    expect(figures.annualDebtService).toBe(fixedAtSameRate.annualDebtService);
  });

  it('sizes on the fully amortising payment even with an interest-only period', () => {
    const withIo = quoteFigures(terms({ interestOnlyMonths: 24 }), context);
    expect(withIo.annualDebtService).toBe(quoteFigures(terms(), context).annualDebtService);
  });

  it('is interest only when the amortisation is 0', () => {
    const figures = quoteFigures(terms({ amount: 1_000_000, amortisationMonths: 0, ratePercent: 8 }), {
      ...context,
      netOperatingIncome: 100_000,
    });
    expect(figures.annualDebtService).toBe(80_000);
    expect(figures.dscr).toBe(1.25);
  });

  it('has no DSCR without NOI', () => {
    expect(quoteFigures(terms(), { ...context, netOperatingIncome: null }).dscr).toBeNull();
    expect(quoteFigures(terms(), { ...context, netOperatingIncome: undefined }).dscr).toBeNull();
  });

  it('expires after the UTC day it names', () => {
    expect(quoteFigures(terms({ expiresOn: '2026-11-27' }), context).expired).toBe(false);
    expect(quoteFigures(terms({ expiresOn: '2026-11-26' }), context).expired).toBe(true);
    const lateEvening = { ...context, today: new Date('2026-11-28T00:30:00+02:00') };
    expect(quoteFigures(terms({ expiresOn: '2026-11-27' }), lateEvening).expired).toBe(false);
  });
});
