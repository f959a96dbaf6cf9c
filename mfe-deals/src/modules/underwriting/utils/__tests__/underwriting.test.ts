import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../../../test/fixtures';
import { dealToFormValues } from '../../../deals/utils/dealToFormValues';
import { emptyDealForm } from '../../../deals/utils/emptyDealForm';
import { toDealRequest } from '../../../deals/utils/toDealRequest';
import { validateDealForm } from '../../../deals/utils/validateDealForm';
import { makePlacement } from '../../../matching/utils/__tests__/placementFixtures';
import { loanSizingView } from '../loanSizingView';
import { parseUnderwritingForm } from '../parseUnderwritingForm';
import { underwritingRows } from '../underwritingRows';

const complete = {
  ...emptyDealForm,
  clientFirstName: 'Cleo',
  clientLastName: 'Client',
  clientPhone: '555-0100',
  clientEmail: 'cleo@example.com',
  propertyAddress: '1 Harbor Way, Austin, TX 78701',
  loanRequest: '$5.5M',
};

// The published worked example (docs/lenders.md#worked-example), on the purchase defaults.
const example = makeDeal({
  loanRequest: '$5.5M',
  loanAmount: 5_500_000,
  propertyState: 'TX',
  propertyValue: 10_440_000,
  netOperatingIncome: 522_000,
  loanPurpose: 'purchase',
  termMonths: 120,
  amortisationMonths: 360,
  interestOnlyMonths: 24,
});

describe('the underwriting fields of the deal forms', () => {
  it('reads amounts as brokers type them and months as whole numbers', () => {
    const parsed = parseUnderwritingForm({
      ...emptyDealForm,
      propertyValue: '$10,440,000',
      netOperatingIncome: '522K',
      totalProjectCost: ' ',
      termMonths: '120',
      loanPurpose: 'purchase',
      propertyState: 'TX',
    });
    expect(parsed.errors).toEqual({});
    expect(parsed.values).toEqual({
      propertyState: 'TX',
      propertyValue: 10_440_000,
      netOperatingIncome: 522_000,
      loanPurpose: 'purchase',
      totalProjectCost: null,
      termMonths: 120,
      amortisationMonths: null,
      interestOnlyMonths: null,
    });
  });

  it("gives the gateway's messages for what it would refuse", () => {
    expect(
      validateDealForm(
        {
          ...complete,
          propertyValue: 'ten million',
          netOperatingIncome: '2B',
          termMonths: '12.5',
          amortisationMonths: '6',
        },
        'create',
      ),
    ).toEqual({
      propertyValue: 'Property value must be a dollar amount between $0 and $10,000,000,000',
      netOperatingIncome: 'Net operating income must be a yearly dollar amount between $0 and $1,000,000,000',
      termMonths: 'Term must be a whole number of months between 1 and 480',
      amortisationMonths: 'Amortisation must be a whole number of months between 12 and 480',
    });
    expect(validateDealForm({ ...complete, termMonths: '24', interestOnlyMonths: '36' }, 'edit')).toEqual({
      interestOnlyMonths: 'Interest-only period (36 months) cannot be longer than the term (24 months)',
    });
  });

  it('a new deal sends the fields filled in; a state left empty is not sent (the gateway fills it from the address)', () => {
    const request = toDealRequest({ ...complete, propertyValue: '$10,440,000', loanPurpose: 'purchase' });
    expect(request).toMatchObject({ propertyValue: 10_440_000, loanPurpose: 'purchase' });
    expect(request).not.toHaveProperty('propertyState');
    expect(request).not.toHaveProperty('netOperatingIncome');
  });

  it('an edit starts from the deal and sends only what changed, null for what was emptied', () => {
    const initial = dealToFormValues(example);
    expect(initial).toMatchObject({
      propertyState: 'TX',
      propertyValue: '$10,440,000',
      netOperatingIncome: '$522,000',
      loanPurpose: 'purchase',
      totalProjectCost: '',
      termMonths: '120',
      amortisationMonths: '360',
      interestOnlyMonths: '24',
    });
    expect(toDealRequest(initial, initial)).not.toHaveProperty('propertyValue');
    const request = toDealRequest(
      { ...initial, propertyValue: '11,000,000', netOperatingIncome: '', propertyState: '' },
      initial,
    );
    expect(request).toMatchObject({ propertyValue: 11_000_000, netOperatingIncome: null, propertyState: null });
    expect(request).not.toHaveProperty('termMonths');
  });
});

describe('the Deal Summary figures', () => {
  it('lists the figures a deal gives, in form order', () => {
    expect(underwritingRows(example)).toEqual([
      { term: 'Property State', value: 'Texas (TX)' },
      { term: 'Property Value', value: '$10,440,000' },
      { term: 'Net Operating Income', value: '$522,000 a year' },
      { term: 'Loan Purpose', value: 'Purchase' },
      { term: 'Term', value: '120 months' },
      { term: 'Amortisation', value: '360 months' },
      { term: 'Interest-Only', value: '24 months' },
    ]);
    expect(underwritingRows(makeDeal())).toEqual([]);
  });

  it('sizes the worked example on the purchase defaults: $5,505,737, DSCR-limited, and each limit’s maximum', () => {
    const view = loanSizingView(makePlacement(example), example);
    expect(view.figures).toEqual([
      { label: 'LTV', value: '52.68 %', missing: [] },
      { label: 'DSCR', value: '1.25x', missing: [] },
      { label: 'Debt yield', value: '9.49 %', missing: [] },
      { label: 'Annual debt service', value: '$417,164.90 a year', missing: [] },
      { label: 'Max loan by LTV', value: '$7,308,000', missing: [] },
      { label: 'Max loan by DSCR', value: '$5,505,737', missing: [] },
      { label: 'Max loan by debt yield', value: '$5,800,000', missing: [] },
      { label: 'Max loan', value: '$5,505,737 — DSCR-limited', missing: [] },
    ]);
    expect(view.basis).toBe(
      'Default terms for Purchase: 6.5 % over 360 months, max LTV 70 %, max LTC 80 %, min DSCR 1.25x, min debt yield 9 %',
    );
    expect(view.missing).toEqual([]);
  });

  it('sizes on the terms the gateway answers (the admin’s Settings), not on the shipped defaults', () => {
    const terms = {
      ratePercent: 7,
      amortisationMonths: 300,
      maxLtvPercent: 50,
      maxLtcPercent: null,
      minDscr: null,
      minDebtYieldPercent: null,
    };
    const view = loanSizingView(makePlacement(example, { terms }), example);
    expect(view.basis).toBe('Default terms for Purchase: 7 % over 300 months, max LTV 50 %');
    const value = (label: string) => view.figures.find((figure) => figure.label === label)?.value;
    expect(value('Max loan by LTV')).toBe('$5,220,000');
    expect(value('Max loan by DSCR')).toBe('No limit set');
    expect(value('Max loan by debt yield')).toBe('No limit set');
    expect(value('Max loan')).toBe('$5,220,000 — LTV-limited');
  });

  it('shows what it cannot compute as unknown with the inputs it lacks, never 0', () => {
    const deal = makeDeal({ loanAmount: 2_000_000, propertyValue: 3_000_000, dealType: 'Refinance' });
    const view = loanSizingView(makePlacement(deal), deal);
    expect(view.figures).toEqual([
      { label: 'LTV', value: '66.67 %', missing: [] },
      { label: 'DSCR', value: null, missing: ['net operating income'] },
      { label: 'Debt yield', value: null, missing: ['net operating income'] },
      { label: 'Annual debt service', value: '$151,696.33 a year', missing: [] },
      { label: 'Max loan by LTV', value: '$2,100,000', missing: [] },
      { label: 'Max loan by DSCR', value: null, missing: ['net operating income'] },
      { label: 'Max loan by debt yield', value: null, missing: ['net operating income'] },
      { label: 'Max loan', value: null, missing: ['net operating income'] },
    ]);
    expect(view.basis).toMatch(/^Default terms for Refinance:/);

    const bareDeal = makeDeal({ dealType: null, loanRequest: null, loanAmount: null });
    const bare = loanSizingView(makePlacement(bareDeal), bareDeal);
    expect(bare.basis).toBeNull();
    expect(bare.figures.every((figure) => figure.value === null)).toBe(true);
    expect(bare.missing).toEqual(['loan request', 'property value', 'loan purpose', 'net operating income']);
  });

  it('shows LTC and its maximum for construction, sized on cost', () => {
    const deal = makeDeal({ loanAmount: 7_500_000, loanPurpose: 'construction', totalProjectCost: 10_000_000 });
    const view = loanSizingView(makePlacement(deal), deal);
    expect(view.figures.map((figure) => figure.label)).toEqual([
      'LTV',
      'LTC',
      'DSCR',
      'Debt yield',
      'Annual debt service',
      'Max loan by LTV',
      'Max loan by LTC',
      'Max loan by DSCR',
      'Max loan by debt yield',
      'Max loan',
    ]);
    expect(view.figures[1]).toEqual({ label: 'LTC', value: '75.00 %', missing: [] });
    expect(view.figures[6]).toEqual({ label: 'Max loan by LTC', value: '$7,500,000', missing: [] });
    expect(view.figures[9]!.missing).toEqual(['property value', 'net operating income']);
  });
});
