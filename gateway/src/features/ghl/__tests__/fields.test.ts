import { describe, expect, it } from 'vitest';
import type { DealRecord } from '../../deals/model';
import type { GhlRawCustomField } from '../client';
import { customFieldsFor, underwritingValueFrom } from '../fields';

const deal = {
  dealId: 'DL-2026-000001',
  propertyAddress: '1 Main St, Austin, TX 78701',
  propertyState: 'TX',
  propertyValue: 10_440_000,
  netOperatingIncome: null,
  loanPurpose: 'construction',
  termMonths: 36,
} as unknown as DealRecord;

const field = (id: string, fieldKey: string): GhlRawCustomField => ({ id, fieldKey, name: fieldKey });

describe('customFieldsFor', () => {
  it('sends only the eight fields of docs/product.md when the location has no underwriting field', () => {
    const fields = customFieldsFor(deal, [field('cfAddress', 'opportunity.property_address')]);
    expect(fields).toHaveLength(8);
    expect(fields.map((f) => f.key)).not.toContain('opportunity.property_value');
  });

  it('adds the underwriting fields the location has, by id, in their GHL form', () => {
    const fields = customFieldsFor(deal, [
      field('cfState', 'opportunity.property_state'),
      field('cfValue', 'opportunity.property_value'),
      field('cfNoi', 'opportunity.net_operating_income'),
      field('cfPurpose', 'opportunity.loan_purpose'),
      field('cfTerm', 'opportunity.term_months'),
    ]);
    expect(fields.slice(8)).toEqual([
      { id: 'cfState', key: 'opportunity.property_state', field_value: 'TX' },
      { id: 'cfValue', key: 'opportunity.property_value', field_value: 10_440_000 },
      { id: 'cfNoi', key: 'opportunity.net_operating_income', field_value: '' },
      { id: 'cfPurpose', key: 'opportunity.loan_purpose', field_value: 'Construction' },
      { id: 'cfTerm', key: 'opportunity.term_months', field_value: 36 },
    ]);
  });
});

describe('underwritingValueFrom', () => {
  it.each([
    ['opportunity.property_state', 'texas', 'TX'],
    ['opportunity.property_state', 'Ontario', null],
    ['opportunity.loan_purpose', 'Cash-out Refinance', 'cash-out-refinance'],
    ['opportunity.loan_purpose', 'New Construction', 'construction'],
    ['opportunity.property_value', '$10,440,000.00', 10_440_000],
    ['opportunity.property_value', '-1', null],
    ['opportunity.property_value', 'about ten million', null],
    ['opportunity.term_months', '120', 120],
    ['opportunity.term_months', '120.5', null],
    ['opportunity.interest_only_months', '0', 0],
    ['opportunity.net_operating_income', null, null],
  ] as const)('%s %j reads as %j', (key, text, expected) => {
    expect(underwritingValueFrom(key, text)).toBe(expected);
  });
});
