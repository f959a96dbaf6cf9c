import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MATCH_TOLERANCES,
  checkMatchTolerances,
  dealFactsFrom,
  dscrAt,
  judgeProgram,
  rankMatches,
  type CreditBox,
  type MatchCriterion,
} from '../matching';
import { DEFAULT_SIZING_BY_PURPOSE, type DealUnderwriting, type SizingTerms } from '../sizing';

// At a zero rate over 360 months a year's debt service is loan / 30, so DSCRs come out round.
const flatTerms: SizingTerms = { ratePercent: 0, amortisationMonths: 360 };

// Loan 6M on 10M: LTV 60 %, debt yield 10 %, DSCR 600,000 / 200,000 = 3.00x.
const baseDeal: DealUnderwriting = {
  loanRequest: '$6,000,000',
  loanPurpose: 'purchase',
  propertyType: 'Office',
  propertyState: 'TX',
  propertyValue: 10_000_000,
  netOperatingIncome: 600_000,
  termMonths: 120,
};

const facts = (deal: Partial<DealUnderwriting> = {}, terms: SizingTerms | null = flatTerms) =>
  dealFactsFrom({ ...baseDeal, ...deal }, terms);

const box = (program: Partial<CreditBox> = {}): CreditBox => ({ name: 'Program', active: true, ...program });

const only = (deal: Partial<DealUnderwriting>, program: Partial<CreditBox>, terms: SizingTerms | null = flatTerms) => {
  const judgement = judgeProgram(facts(deal, terms), box(program));
  expect(judgement.criteria).toHaveLength(1);
  return { ...judgement, criterion: judgement.criteria[0]! };
};

describe('dealFactsFrom', () => {
  it('computes the figures once, ratios to two decimals', () => {
    const f = facts({ loanRequest: '6.5M', propertyValue: 9_000_000 });
    expect(f.loanAmount).toBe(6_500_000);
    expect(f.ltvPercent).toBe(72.22);
    expect(f.debtYieldPercent).toBe(9.23);
    expect(f.dscr).toBe(2.77);
    expect(f.ltcPercent).toBeNull();
    expect(f.ltcApplies).toBe(false);
  });

  it('reads the state from the address, the purpose from the deal type and the application twins', () => {
    const f = dealFactsFrom(
      {
        loanAmount: 1_000_000,
        applicationPropertyType: 'Retail',
        propertyAddress: '12 Main St, Austin, TX 78701',
        dealType: 'New Construction',
      },
      null,
    );
    expect(f).toMatchObject({ state: 'TX', propertyType: 'Retail', loanPurpose: 'construction', ltcApplies: true });
    expect(facts({ propertyState: 'ok', propertyAddress: 'Austin, TX' }).state).toBe('OK');
  });

  it('prices DSCR at a program’s rate, else at the default terms’', () => {
    const f = facts({}, DEFAULT_SIZING_BY_PURPOSE.purchase);
    // 6M at 6.5 % over 30 years: 455,089 a year; at 0 %, 200,000.
    expect(f.dscr).toBe(1.32);
    expect(dscrAt(f, 0)).toBe(3);
    expect(dscrAt(f, 10)).toBe(0.95);
    expect(dscrAt(f, null)).toBe(1.32);
  });
});

describe('judgeProgram: each criterion met, missed with both figures, or unknown', () => {
  it.each<[string, Partial<DealUnderwriting>, Partial<CreditBox>, MatchCriterion, string]>([
    ['LTV', { loanRequest: '7.2M' }, { maxLtvPercent: 70 }, 'maxLtv', 'LTV 72 % > max 70 %'],
    [
      'max loan',
      { loanRequest: '12M', propertyValue: null },
      { maxLoan: 10_000_000 },
      'maxLoan',
      'Loan $12,000,000 > max $10,000,000',
    ],
    ['min loan', { loanRequest: '400K' }, { minLoan: 500_000 }, 'minLoan', 'Loan $400,000 < min $500,000'],
    ['DSCR', { netOperatingIncome: 220_000 }, { minDscr: 1.25 }, 'minDscr', 'DSCR 1.10x < min 1.25x'],
    [
      'debt yield',
      { loanRequest: '8M', netOperatingIncome: 600_000 },
      { minDebtYieldPercent: 9 },
      'minDebtYield',
      'Debt yield 7.5 % < min 9 %',
    ],
    ['state', { propertyState: 'CA' }, { states: ['TX', 'OK'] }, 'state', 'State CA not in TX, OK'],
    [
      'property type',
      { propertyType: 'Hotel' },
      { propertyTypes: ['Office', 'Retail'] },
      'propertyType',
      'Property type Hotel not in Office, Retail',
    ],
    [
      'purpose',
      { loanPurpose: 'construction', totalProjectCost: 1 },
      { loanPurposes: ['purchase', 'refinance'] },
      'loanPurpose',
      'Purpose construction not in purchase, refinance',
    ],
    [
      'LTC',
      { loanPurpose: 'construction', totalProjectCost: 7_500_000 },
      { maxLtcPercent: 75 },
      'maxLtc',
      'LTC 80 % > max 75 %',
    ],
    ['max term', {}, { maxTermMonths: 36 }, 'maxTerm', 'Term 120 months > max 36 months'],
    ['min term', {}, { minTermMonths: 180 }, 'minTerm', 'Term 120 months < min 180 months'],
  ])('%s missed: %s', (_name, deal, program, criterion, reason) => {
    const { criterion: result } = only(deal, program);
    expect(result).toMatchObject({ criterion, status: 'missed', reason });
    expect(result.deal).not.toBeNull();
    expect(result.limit).not.toBeNull();
  });

  it.each<[string, Partial<CreditBox>, string]>([
    ['LTV', { maxLtvPercent: 60 }, 'LTV 60 % ≤ max 60 %'],
    ['max loan', { maxLoan: 6_000_000 }, 'Loan $6,000,000 ≤ max $6,000,000'],
    ['min loan', { minLoan: 6_000_000 }, 'Loan $6,000,000 ≥ min $6,000,000'],
    ['DSCR', { minDscr: 3 }, 'DSCR 3.00x ≥ min 3.00x'],
    ['debt yield', { minDebtYieldPercent: 10 }, 'Debt yield 10 % ≥ min 10 %'],
    ['state', { states: ['OK', 'TX'] }, 'State TX in OK, TX'],
    ['property type', { propertyTypes: ['office'] }, 'Property type Office in office'],
    ['purpose', { loanPurposes: ['purchase'] }, 'Purpose purchase in purchase'],
    ['term', { minTermMonths: 120, maxTermMonths: 120 }, 'Term 120 months ≥ min 120 months'],
  ])('%s met at its limit: %s', (_name, program, reason) => {
    const judgement = judgeProgram(facts(), box(program));
    expect(judgement.kind).toBe('match');
    expect(judgement.closeness).toBe(0);
    expect(judgement.criteria[0]).toMatchObject({ status: 'met', reason });
    expect(judgement.criteria.every((c) => c.status === 'met')).toBe(true);
  });

  it.each<[string, Partial<DealUnderwriting>, Partial<CreditBox>, string, string[]]>([
    ['LTV', { propertyValue: null }, { maxLtvPercent: 70 }, 'LTV unknown: deal has no value', ['propertyValue']],
    [
      'loan',
      { loanRequest: 'TBD' },
      { maxLoan: 10_000_000 },
      'Loan unknown: deal has no loan request',
      ['loanRequest'],
    ],
    ['DSCR', { netOperatingIncome: null }, { minDscr: 1.25 }, 'DSCR unknown: deal has no NOI', ['netOperatingIncome']],
    [
      'debt yield',
      { loanRequest: '' },
      { minDebtYieldPercent: 9 },
      'Debt yield unknown: deal has no loan request',
      ['loanRequest'],
    ],
    ['state', { propertyState: null }, { states: ['TX'] }, 'State unknown: deal has no state', ['propertyState']],
    [
      'property type',
      { propertyType: ' ' },
      { propertyTypes: ['Office'] },
      'Property type unknown: deal has no property type',
      ['propertyType'],
    ],
    [
      'purpose',
      { loanPurpose: null },
      { loanPurposes: ['purchase'] },
      'Purpose unknown: deal has no loan purpose',
      ['loanPurpose'],
    ],
    [
      'LTC',
      { loanPurpose: 'construction' },
      { maxLtcPercent: 75 },
      'LTC unknown: deal has no total project cost',
      ['totalProjectCost'],
    ],
    ['term', { termMonths: null }, { maxTermMonths: 360 }, 'Term unknown: deal has no term', ['termMonths']],
  ])('%s unknown is never met: the program is left out', (_name, deal, program, reason, missing) => {
    const judgement = only(deal, program);
    expect(judgement.criterion).toMatchObject({ status: 'unknown', deal: null, reason, missingFields: missing });
    expect(judgement.kind).toBe('out');
    expect(judgement.closeness).toBeNull();
    expect(judgement.missingFields).toEqual(missing);
  });

  it('names every field a DSCR lacks, including the amortisation and the purpose that brings a rate', () => {
    const judgement = judgeProgram(
      facts({ netOperatingIncome: null, loanPurpose: null, amortisationMonths: null }, null),
      box({ minDscr: 1.25 }),
    );
    expect(judgement.criteria[0]!.reason).toBe('DSCR unknown: deal has no loan purpose, NOI, amortisation');
    expect(judgement.missingFields).toEqual(['loanPurpose', 'netOperatingIncome', 'amortisationMonths']);
    // A program's own rate and the deal's amortisation are enough without defaults.
    const priced = judgeProgram(
      facts({ loanPurpose: null, amortisationMonths: 360 }, null),
      box({ minDscr: 1.25, indicativeRatePercent: 0 }),
    );
    expect(priced.kind).toBe('match');
  });

  it('sets no condition for an empty list, a limit left empty, or a nationwide program', () => {
    const judgement = judgeProgram(
      facts({ propertyState: null, propertyType: null, loanPurpose: null }),
      box({ states: ['CA'], nationwide: true, propertyTypes: [], loanPurposes: null, maxLtvPercent: 0, minDscr: null }),
    );
    expect(judgement.criteria).toEqual([]);
    expect(judgement.kind).toBe('match');
  });

  it('applies LTC only to construction and to deals that state a project cost', () => {
    expect(judgeProgram(facts(), box({ maxLtcPercent: 50 })).criteria).toEqual([]);
    const withCost = judgeProgram(facts({ totalProjectCost: 12_000_000 }), box({ maxLtcPercent: 50 }));
    expect(withCost.criteria[0]).toMatchObject({ status: 'met', reason: 'LTC 50 % ≤ max 50 %' });
  });

  it('compares property types without case, spaces or punctuation', () => {
    const judgement = judgeProgram(facts({ propertyType: 'multi-family' }), box({ propertyTypes: ['Multifamily'] }));
    expect(judgement.kind).toBe('match');
  });

  it('prices DSCR at the program’s indicative rate', () => {
    const deal = facts({}, DEFAULT_SIZING_BY_PURPOSE.purchase);
    expect(judgeProgram(deal, box({ minDscr: 1.5 })).criteria[0]!.reason).toBe('DSCR 1.32x < min 1.50x');
    expect(judgeProgram(deal, box({ minDscr: 1.5, indicativeRatePercent: 0 })).criteria[0]!.reason).toBe(
      'DSCR 3.00x ≥ min 1.50x',
    );
  });
});

describe('judgeProgram: Match and Near', () => {
  it.each<[string, Partial<DealUnderwriting>, Partial<CreditBox>, 'near' | 'out']>([
    ['LTV exactly 5 points over', { loanRequest: '7.5M' }, { maxLtvPercent: 70 }, 'near'],
    ['LTV just past 5 points', { loanRequest: '7,501,000' }, { maxLtvPercent: 70 }, 'out'],
    ['loan exactly 10 % over the max', { loanRequest: '11M' }, { maxLoan: 10_000_000 }, 'near'],
    ['loan a dollar past 10 % over the max', { loanRequest: '11,000,001' }, { maxLoan: 10_000_000 }, 'out'],
    ['loan exactly 10 % under the min', { loanRequest: '450K' }, { minLoan: 500_000 }, 'near'],
    ['loan a dollar past 10 % under the min', { loanRequest: '449,999' }, { minLoan: 500_000 }, 'out'],
    ['DSCR exactly 0.10x short', { netOperatingIncome: 230_000 }, { minDscr: 1.25 }, 'near'],
    ['DSCR just past 0.10x short', { netOperatingIncome: 228_000 }, { minDscr: 1.25 }, 'out'],
    ['debt yield exactly 1 point short', { netOperatingIncome: 480_000 }, { minDebtYieldPercent: 9 }, 'near'],
    ['debt yield just past 1 point short', { netOperatingIncome: 479_000 }, { minDebtYieldPercent: 9 }, 'out'],
    [
      'LTC exactly 5 points over',
      { loanPurpose: 'construction', totalProjectCost: 7_500_000 },
      { maxLtcPercent: 75 },
      'near',
    ],
    [
      'LTC just past 5 points',
      { loanPurpose: 'construction', totalProjectCost: 7_490_000 },
      { maxLtcPercent: 75 },
      'out',
    ],
    ['state, however close', { propertyState: 'OK' }, { states: ['TX'] }, 'out'],
    ['property type', { propertyType: 'Retail' }, { propertyTypes: ['Office'] }, 'out'],
    ['purpose', { loanPurpose: 'refinance' }, { loanPurposes: ['purchase'] }, 'out'],
    ['term a month over', { termMonths: 121 }, { maxTermMonths: 120 }, 'out'],
  ])('%s: %s', (_name, deal, program, kind) => {
    const judgement = only(deal, program);
    expect(judgement.criterion.status).toBe('missed');
    expect(judgement.criterion.withinTolerance).toBe(kind === 'near');
    expect(judgement.kind).toBe(kind);
  });

  it('measures a near miss relative to its limit', () => {
    expect(only({ loanRequest: '7.2M' }, { maxLtvPercent: 70 }).closeness).toBeCloseTo(2 / 70, 10);
    expect(only({ loanRequest: '10.5M' }, { maxLoan: 10_000_000 }).closeness).toBeCloseTo(0.05, 10);
  });

  it('is Near only when every other criterion is met', () => {
    const deal = facts({ loanRequest: '7.2M' });
    const program = box({ maxLtvPercent: 70, maxLoan: 8_000_000, states: ['TX'] });
    expect(judgeProgram(deal, program).kind).toBe('near');
    // Two misses, each within tolerance.
    expect(judgeProgram(deal, { ...program, maxLoan: 7_000_000 }).kind).toBe('out');
    // A near miss and a categorical miss.
    expect(judgeProgram(facts({ loanRequest: '7.2M', propertyState: 'CA' }), program).kind).toBe('out');
    // A near miss and an unknown.
    expect(judgeProgram(facts({ loanRequest: '7.2M', propertyState: null }), program).kind).toBe('out');
    // Every criterion met but one unknown: never a match.
    expect(judgeProgram(facts({ propertyState: null }), program).kind).toBe('out');
    expect(judgeProgram(facts(), program).kind).toBe('match');
  });

  it('turns Near off for a criterion whose tolerance is 0', () => {
    const judgement = judgeProgram(facts({ loanRequest: '7.2M' }), box({ maxLtvPercent: 70 }), {
      ...DEFAULT_MATCH_TOLERANCES,
      ltvPoints: 0,
    });
    expect(judgement.kind).toBe('out');
  });
});

describe('rankMatches', () => {
  const programs: CreditBox[] = [
    box({ id: 'p1', name: 'Zeta', maxLtvPercent: 65 }),
    box({ id: 'p2', name: 'Alpha near LTV', maxLtvPercent: 58 }),
    box({ id: 'p3', name: 'Beta', states: ['TX'] }),
    box({ id: 'p4', name: 'Near loan', maxLoan: 5_900_000 }),
    box({ id: 'p5', name: 'Inactive', active: false }),
    box({ id: 'p6', name: 'Wrong state', states: ['CA'] }),
    box({ id: 'p7', name: 'Refinance only', loanPurposes: ['refinance'], propertyTypes: ['Office'] }),
    box({ id: 'p8', name: 'Needs term', maxTermMonths: 60, minDscr: 1 }),
    box({ id: 'p9', name: 'alpha', maxLoan: 7_000_000 }),
  ];

  it('returns Match first by name, then Near by closeness, and leaves the rest out', () => {
    const { results, summary } = rankMatches(facts({ termMonths: null }), programs);
    expect(results.map((r) => [r.program.id, r.kind])).toEqual([
      ['p9', 'match'],
      ['p3', 'match'],
      ['p1', 'match'],
      ['p4', 'near'],
      ['p2', 'near'],
    ]);
    expect(results[3]!.closeness).toBeCloseTo(100_000 / 5_900_000, 10);
    expect(results[4]!.closeness).toBeCloseTo(2 / 58, 10);
    expect(results[4]!.criteria[0]!.reason).toBe('LTV 60 % > max 58 %');
    expect(summary).toEqual({ match: 3, near: 2, missingFields: ['termMonths'] });
  });

  it('names only the fields that could bring a program in', () => {
    const { summary } = rankMatches(facts({ termMonths: null, propertyState: null }), [
      box({ name: 'Would match', maxTermMonths: 120 }),
      box({ name: 'Excluded anyway', states: ['CA'], maxLtvPercent: 10 }),
      box({ name: 'Near on LTV', states: ['TX'], maxLtvPercent: 57 }),
    ]);
    expect(summary).toEqual({ match: 0, near: 0, missingFields: ['propertyState', 'termMonths'] });
  });

  it('judges a deal against 5,000 programs', () => {
    const many = Array.from({ length: 5_000 }, (_, i) =>
      box({
        id: `p${i}`,
        name: `Program ${i}`,
        states: i % 2 ? ['TX', 'OK'] : ['CA'],
        maxLtvPercent: 50 + (i % 20),
        minDscr: 1 + (Math.floor(i / 20) % 5) / 10,
        indicativeRatePercent: 5 + (i % 4),
      }),
    );
    const { results, summary } = rankMatches(facts({}, DEFAULT_SIZING_BY_PURPOSE.purchase), many);
    const expected = many.filter((p) => judgeProgram(facts({}, DEFAULT_SIZING_BY_PURPOSE.purchase), p).kind !== 'out');
    expect(results).toHaveLength(expected.length);
    expect(summary.match + summary.near).toBe(expected.length);
    expect(summary.match).toBeGreaterThan(0);
    expect(summary.near).toBeGreaterThan(0);
    expect(results.every((r) => r.program.states!.includes('TX'))).toBe(true);
  });
});

describe('checkMatchTolerances', () => {
  it('accepts the defaults and the edges', () => {
    expect(checkMatchTolerances(DEFAULT_MATCH_TOLERANCES)).toEqual([]);
    expect(
      checkMatchTolerances({ loanAmountPercent: 0, ltvPoints: 100, ltcPoints: 0, dscr: 5, debtYieldPoints: 50 }),
    ).toEqual([]);
  });

  it.each([
    [{ loanAmountPercent: 101 }, 'loanAmountPercent', 'Loan amount tolerance must be between 0 and 100 %'],
    [{ ltvPoints: -1 }, 'ltvPoints', 'LTV tolerance must be between 0 and 100 points'],
    [{ ltcPoints: null }, 'ltcPoints', 'LTC tolerance is required'],
    [{ dscr: 5.5 }, 'dscr', 'DSCR tolerance must be between 0 and 5x'],
    [{ debtYieldPoints: 'one' }, 'debtYieldPoints', 'Debt yield tolerance must be a number between 0 and 50 points'],
    [{ rate: 1 }, 'rate', 'Unknown field rate'],
  ])('refuses %j', (change, field, message) => {
    expect(checkMatchTolerances({ ...DEFAULT_MATCH_TOLERANCES, ...change })).toEqual([{ field, message }]);
  });

  it('refuses a value that is not an object', () => {
    expect(checkMatchTolerances(null)).toEqual([{ field: '', message: 'Match tolerances must be an object' }]);
  });
});
