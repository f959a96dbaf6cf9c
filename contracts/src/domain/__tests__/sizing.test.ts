import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SIZING_BY_PURPOSE,
  LOAN_PURPOSES,
  LOAN_PURPOSE_LABELS,
  annualDebtConstant,
  checkSizingDefaults,
  loanPurposeFrom,
  roundLoan,
  sizeLoan,
  sizingInputsFrom,
  type SizingTerms,
} from '../sizing';

// The published worked example (docs/lenders.md#worked-example).
const example = { propertyValue: 10_440_000, netOperatingIncome: 522_000 };
const exampleTerms: SizingTerms = {
  ratePercent: 6.5,
  amortisationMonths: 360,
  maxLtvPercent: 60,
  minDscr: 1.25,
  minDebtYieldPercent: 9,
};

describe('sizeLoan: the worked example', () => {
  it('reproduces every maximum to the dollar, DSCR-limited', () => {
    const sizing = sizeLoan(example, exampleTerms);
    expect(sizing.maxLoanBy).toEqual({ ltv: 6_264_000, ltc: null, dscr: 5_505_737, debtYield: 5_800_000 });
    expect(sizing.bindingLimit).toBe('dscr');
    expect(sizing.maxLoan).toBe(5_505_737);
  });

  it('rounds the DSCR maximum to the nearest dollar (5,505,736.52 is 5,505,737)', () => {
    const exact = 522_000 / 1.25 / annualDebtConstant(6.5, 360)!;
    expect(exact).toBeCloseTo(5_505_736.52, 2);
    expect(roundLoan(exact)).toBe(5_505_737);
    expect(roundLoan(10.5)).toBe(11);
    expect(roundLoan(-3)).toBe(0);
  });

  it('gives the figures of the loan it sizes: DSCR 1.25x, debt yield 9.48 %', () => {
    const sizing = sizeLoan({ ...example, loanAmount: 5_505_737 }, exampleTerms);
    expect(sizing.ltvPercent).toBeCloseTo(52.737, 3);
    expect(sizing.dscr).toBeCloseTo(1.25, 6);
    expect(sizing.debtYieldPercent).toBeCloseTo(9.481, 3);
    expect(sizing.annualDebtService).toBeCloseTo(417_600, 0);
    expect(sizing.ltcPercent).toBeNull();
    expect(sizing.missing).toEqual([]);
  });
});

describe('sizeLoan: edge cases', () => {
  it('reads a zero NOI as real figures: DSCR 0, debt yield 0, no loan under either', () => {
    const sizing = sizeLoan({ ...example, netOperatingIncome: 0, loanAmount: 1_000_000 }, exampleTerms);
    expect(sizing.dscr).toBe(0);
    expect(sizing.debtYieldPercent).toBe(0);
    expect(sizing.maxLoanBy.dscr).toBe(0);
    expect(sizing.maxLoanBy.debtYield).toBe(0);
    expect(sizing.maxLoan).toBe(0);
    expect(sizing.bindingLimit).toBe('dscr');
  });

  it('sizes DSCR on the fully amortising payment even with interest-only months', () => {
    const inputs = { ...example, loanAmount: 5_000_000 };
    const amortising = sizeLoan(inputs, exampleTerms);
    const interestOnly = sizeLoan({ ...inputs, interestOnlyMonths: 24 }, exampleTerms);
    expect(interestOnly).toEqual(amortising);
    // 6.5 % over 30 years: 75,848 a year per million, not the 65,000 of interest only.
    expect(interestOnly.annualDebtService).toBeCloseTo(379_240.81, 1);
    expect(interestOnly.dscr).toBeCloseTo(522_000 / 379_240.81, 6);
    expect(interestOnly.dscr).not.toBeCloseTo(522_000 / 325_000, 2);
  });

  it('sizes construction on cost: LTC against total project cost binds', () => {
    const sizing = sizeLoan(
      { propertyValue: 12_000_000, totalProjectCost: 8_000_000, loanPurpose: 'construction', loanAmount: 6_400_000 },
      { maxLtvPercent: 70, maxLtcPercent: 75 },
    );
    expect(sizing.ltcPercent).toBe(80);
    expect(sizing.maxLoanBy).toEqual({ ltv: 8_400_000, ltc: 6_000_000, dscr: null, debtYield: null });
    expect(sizing.bindingLimit).toBe('ltc');
    expect(sizing.maxLoan).toBe(6_000_000);
  });

  it('leaves a construction loan without a project cost unknown', () => {
    const sizing = sizeLoan(
      { propertyValue: 12_000_000, loanPurpose: 'construction' },
      { maxLtvPercent: 70, maxLtcPercent: 75 },
    );
    expect(sizing.maxLoanBy.ltv).toBe(8_400_000);
    expect(sizing.maxLoanBy.ltc).toBeNull();
    expect(sizing.maxLoan).toBeNull();
    expect(sizing.bindingLimit).toBeNull();
    expect(sizing.missing).toContain('totalProjectCost');
  });

  it('applies no LTC to a purchase that states no project cost', () => {
    const sizing = sizeLoan(
      { propertyValue: 10_000_000, loanPurpose: 'purchase' },
      { maxLtvPercent: 70, maxLtcPercent: 50 },
    );
    expect(sizing.maxLoanBy.ltc).toBeNull();
    expect(sizing.maxLoan).toBe(7_000_000);
    expect(sizing.bindingLimit).toBe('ltv');
    expect(sizing.missing).not.toContain('totalProjectCost');
  });

  it('repays in equal parts at a zero rate', () => {
    expect(annualDebtConstant(0, 360)).toBeCloseTo(12 / 360, 12);
    const sizing = sizeLoan(
      { netOperatingIncome: 150_000, loanAmount: 3_600_000 },
      { ratePercent: 0, amortisationMonths: 360, minDscr: 1.25 },
    );
    expect(sizing.annualDebtService).toBeCloseTo(120_000, 6);
    expect(sizing.dscr).toBeCloseTo(1.25, 12);
    expect(sizing.maxLoanBy.dscr).toBe(3_600_000);
  });

  it('leaves DSCR unknown without an amortisation, and prefers the deal’s own to the terms’', () => {
    const noAmortisation = sizeLoan(
      { ...example, loanAmount: 5_000_000 },
      { ...exampleTerms, amortisationMonths: null },
    );
    expect(noAmortisation.dscr).toBeNull();
    expect(noAmortisation.annualDebtService).toBeNull();
    expect(noAmortisation.maxLoanBy.dscr).toBeNull();
    expect(noAmortisation.maxLoan).toBeNull();
    expect(noAmortisation.missing).toEqual(['amortisationMonths']);

    const dealAmortisation = sizeLoan(
      { ...example, amortisationMonths: 360 },
      { ...exampleTerms, amortisationMonths: 300 },
    );
    expect(dealAmortisation.maxLoanBy.dscr).toBe(5_505_737);
  });

  it('leaves DSCR unknown without a rate', () => {
    const sizing = sizeLoan({ ...example, loanAmount: 5_000_000 }, { ...exampleTerms, ratePercent: null });
    expect(sizing.dscr).toBeNull();
    expect(sizing.maxLoan).toBeNull();
    expect(sizing.missing).toEqual(['ratePercent']);
  });

  it('makes every figure of a missing input null, never 0', () => {
    const sizing = sizeLoan({}, exampleTerms);
    expect(sizing).toEqual({
      ltvPercent: null,
      ltcPercent: null,
      dscr: null,
      debtYieldPercent: null,
      annualDebtService: null,
      maxLoanBy: { ltv: null, ltc: null, dscr: null, debtYield: null },
      bindingLimit: null,
      maxLoan: null,
      missing: ['propertyValue', 'netOperatingIncome', 'loanAmount'],
    });
  });

  it('keeps the maximum unknown while a set limit is unknown, and names each known maximum', () => {
    const sizing = sizeLoan({ propertyValue: 10_000_000, loanAmount: 6_000_000 }, exampleTerms);
    expect(sizing.ltvPercent).toBe(60);
    expect(sizing.dscr).toBeNull();
    expect(sizing.debtYieldPercent).toBeNull();
    expect(sizing.maxLoanBy.ltv).toBe(6_000_000);
    expect(sizing.maxLoan).toBeNull();
    expect(sizing.missing).toEqual(['netOperatingIncome']);
  });

  it('treats a zero value or cost as missing rather than dividing by it', () => {
    const sizing = sizeLoan({ propertyValue: 0, totalProjectCost: 0, loanAmount: 1_000_000 }, { maxLtvPercent: 60 });
    expect(sizing.ltvPercent).toBeNull();
    expect(sizing.ltcPercent).toBeNull();
    expect(sizing.maxLoan).toBeNull();
  });

  it('ignores a limit that is not set: it neither binds nor hides the maximum', () => {
    const ltvOnly = sizeLoan(example, { maxLtvPercent: 60, minDscr: null, minDebtYieldPercent: 0 });
    expect(ltvOnly.maxLoanBy).toEqual({ ltv: 6_264_000, ltc: null, dscr: null, debtYield: null });
    expect(ltvOnly.bindingLimit).toBe('ltv');
    expect(ltvOnly.maxLoan).toBe(6_264_000);

    const debtYieldBinds = sizeLoan(example, { ...exampleTerms, minDscr: undefined });
    expect(debtYieldBinds.bindingLimit).toBe('debtYield');
    expect(debtYieldBinds.maxLoan).toBe(5_800_000);

    const none = sizeLoan(example, {});
    expect(none.maxLoan).toBeNull();
    expect(none.bindingLimit).toBeNull();
  });
});

describe('loan purposes', () => {
  it('labels every purpose', () => {
    expect(LOAN_PURPOSES.map((p) => LOAN_PURPOSE_LABELS[p])).toEqual([
      'Purchase',
      'Refinance',
      'Cash-out refinance',
      'Construction',
      'Bridge',
    ]);
  });

  it.each([
    ['purchase', 'purchase'],
    ['Acquisition', 'purchase'],
    ['Refinance', 'refinance'],
    ['Cash-out Refinance', 'cash-out-refinance'],
    ['New  Construction', 'construction'],
    ['Bridge', 'bridge'],
    ['Other', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (text, purpose) => {
    expect(loanPurposeFrom(text)).toBe(purpose);
  });
});

describe('sizingInputsFrom', () => {
  it('reads the loan request with the shared parser and the purpose from the deal type', () => {
    expect(sizingInputsFrom({ loanRequest: '$1.5M', dealType: 'Acquisition', propertyValue: 2_000_000 })).toMatchObject(
      {
        loanAmount: 1_500_000,
        loanPurpose: 'purchase',
        propertyValue: 2_000_000,
        netOperatingIncome: null,
      },
    );
  });

  it('prefers the stored loan amount and the stated purpose', () => {
    const inputs = sizingInputsFrom({
      loanAmount: 900_000,
      loanRequest: '1M',
      loanPurpose: 'bridge',
      dealType: 'Refinance',
    });
    expect(inputs.loanAmount).toBe(900_000);
    expect(inputs.loanPurpose).toBe('bridge');
  });

  it('falls back to the application’s loan request and deal type when the main fields are empty', () => {
    const inputs = sizingInputsFrom({
      loanRequest: '',
      applicationLoanRequest: '750K',
      applicationDealType: 'New Construction',
    });
    expect(inputs.loanAmount).toBe(750_000);
    expect(inputs.loanPurpose).toBe('construction');
  });
});

describe('sizing defaults', () => {
  it('ships valid defaults for every purpose, construction sized on cost', () => {
    expect(checkSizingDefaults(DEFAULT_SIZING_BY_PURPOSE)).toEqual([]);
    expect(Object.keys(DEFAULT_SIZING_BY_PURPOSE)).toEqual([...LOAN_PURPOSES]);
    expect(DEFAULT_SIZING_BY_PURPOSE.construction.maxLtcPercent).toBe(75);
  });

  const withPurchase = (terms: Record<string, unknown>) => ({
    ...DEFAULT_SIZING_BY_PURPOSE,
    purchase: { ...DEFAULT_SIZING_BY_PURPOSE.purchase, ...terms },
  });

  it.each([
    [{ ratePercent: 30.01 }, 'purchase.ratePercent', 'Rate must be between 0 and 30 %'],
    [{ ratePercent: -1 }, 'purchase.ratePercent', 'Rate must be between 0 and 30 %'],
    [{ ratePercent: null }, 'purchase.ratePercent', 'Rate is required'],
    [{ amortisationMonths: 11 }, 'purchase.amortisationMonths', 'Amortisation must be between 12 and 480 months'],
    [{ amortisationMonths: 481 }, 'purchase.amortisationMonths', 'Amortisation must be between 12 and 480 months'],
    [{ amortisationMonths: 360.5 }, 'purchase.amortisationMonths', 'Amortisation must be a whole number of months'],
    [{ maxLtvPercent: 0.5 }, 'purchase.maxLtvPercent', 'Max LTV must be between 1 and 100 %'],
    [{ maxLtcPercent: 101 }, 'purchase.maxLtcPercent', 'Max LTC must be between 1 and 100 %'],
    [{ minDscr: 0.49 }, 'purchase.minDscr', 'Min DSCR must be between 0.5 and 5x'],
    [{ minDscr: 5.01 }, 'purchase.minDscr', 'Min DSCR must be between 0.5 and 5x'],
    [{ minDebtYieldPercent: 50.5 }, 'purchase.minDebtYieldPercent', 'Min debt yield must be between 0 and 50 %'],
    [
      { minDebtYieldPercent: '9' },
      'purchase.minDebtYieldPercent',
      'Min debt yield must be a number between 0 and 50 %',
    ],
    [{ spread: 2 }, 'purchase.spread', 'Unknown field spread'],
  ])('refuses %j', (terms, field, message) => {
    expect(checkSizingDefaults(withPurchase(terms))).toEqual([{ field, message }]);
  });

  it('accepts the edges of each range and a limit left empty', () => {
    const edges = withPurchase({
      ratePercent: 0,
      amortisationMonths: 480,
      maxLtvPercent: 100,
      maxLtcPercent: null,
      minDscr: 0.5,
      minDebtYieldPercent: 50,
    });
    expect(checkSizingDefaults(edges)).toEqual([]);
  });

  it('requires every loan purpose and an object', () => {
    const { bridge: _bridge, ...withoutBridge } = DEFAULT_SIZING_BY_PURPOSE;
    expect(checkSizingDefaults(withoutBridge)).toEqual([{ field: 'bridge', message: 'Terms for bridge are required' }]);
    expect(checkSizingDefaults([])).toEqual([
      { field: '', message: 'Sizing defaults must be an object by loan purpose' },
    ]);
    expect(checkSizingDefaults({ ...DEFAULT_SIZING_BY_PURPOSE, mezzanine: {} })).toEqual([
      { field: 'mezzanine', message: 'Unknown field mezzanine' },
    ]);
  });
});
