import { describe, expect, it } from 'vitest';
import { normaliseStageName } from '../stages';

describe('normaliseStageName (docs/product.md#pipeline-stages)', () => {
  it.each([
    ['Initial Qualification Stage', 'Qualification'],
    ['initial qualification', 'Qualification'],
    ['Needs Analysis Stage', 'Needs Analysis'],
    ['Lender Submission Stage', 'Lender Submission'],
    ['Proposal Stage', 'Proposal'],
    ['Signed Proposal Stage', 'Signed Proposal'],
    ['Underwriting Stage', 'Underwriting'],
    ['  Site Visit   Stage ', 'Site Visit'],
    ['Approved', 'Approved'],
    ['Stage', 'Stage'],
    ['Backstage', 'Backstage'],
  ])('%j → %j', (name, expected) => {
    expect(normaliseStageName(name)).toBe(expected);
  });

  it('no name is no stage', () => {
    expect(normaliseStageName('  ')).toBeNull();
    expect(normaliseStageName(null)).toBeNull();
  });
});
