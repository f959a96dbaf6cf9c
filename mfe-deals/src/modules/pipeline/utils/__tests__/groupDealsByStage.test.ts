import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../../../test/fixtures';
import { groupDealsByStage } from '../groupDealsByStage';

describe('pipeline sections', () => {
  it('always lists the six stages in the spec order, then unknown stages, then No Stage', () => {
    const groups = groupDealsByStage([
      makeDeal({ id: 'a', stage: 'Zeta Review' }),
      makeDeal({ id: 'b', stage: null }),
      makeDeal({ id: 'c', stage: 'Alpha Check Stage' }),
      makeDeal({ id: 'd', stage: 'Underwriting Stage' }),
      makeDeal({ id: 'e', stage: 'Initial Qualification Stage' }),
    ]);
    expect(groups.map((group) => group.stage)).toEqual([
      'Underwriting',
      'Signed Proposal',
      'Proposal',
      'Lender Submission',
      'Needs Analysis',
      'Qualification',
      'Alpha Check',
      'Zeta Review',
      'No Stage',
    ]);
    expect(groups.map((group) => group.known)).toEqual([true, true, true, true, true, true, false, false, false]);
    expect(groups.find((group) => group.stage === 'Qualification')?.deals.map((deal) => deal.id)).toEqual(['e']);
    expect(groups.find((group) => group.stage === 'No Stage')?.deals.map((deal) => deal.id)).toEqual(['b']);
  });

  it('has no No Stage section when every deal has a stage', () => {
    expect(groupDealsByStage([makeDeal()]).map((group) => group.stage)).not.toContain('No Stage');
  });

  it('sums loanAmount, or the parsed loanRequest when loanAmount is absent; unparseable adds nothing', () => {
    const [underwriting] = groupDealsByStage([
      makeDeal({ id: 'a', stage: 'Underwriting', loanAmount: 1_000_000, loanRequest: '$9M' }),
      makeDeal({ id: 'b', stage: 'Underwriting', loanAmount: null, loanRequest: '500K' }),
      makeDeal({ id: 'c', stage: 'Underwriting', loanAmount: null, loanRequest: 'TBD' }),
    ]);
    expect(underwriting?.totalAmount).toBe(1_500_000);
  });

  it('lists the distinct property types, most frequent first', () => {
    const [underwriting] = groupDealsByStage([
      makeDeal({ id: 'a', stage: 'Underwriting', propertyType: 'Office' }),
      makeDeal({ id: 'b', stage: 'Underwriting', propertyType: 'Retail' }),
      makeDeal({ id: 'c', stage: 'Underwriting', propertyType: 'Retail' }),
      makeDeal({ id: 'd', stage: 'Underwriting', propertyType: null, applicationPropertyType: 'Industrial' }),
      makeDeal({ id: 'e', stage: 'Underwriting', propertyType: null }),
    ]);
    expect(underwriting?.propertyTypes).toEqual(['Retail', 'Industrial', 'Office']);
  });
});
