import { describe, expect, it } from 'vitest';
import { parseLoanAmount } from '../loanAmount';

describe('parseLoanAmount', () => {
  it.each([
    ['$1.5M', 1_500_000],
    ['500K', 500_000],
    ['500k', 500_000],
    ['$2,000,000', 2_000_000],
    [' $ 3 B ', 3_000_000_000],
    ['750000', 750_000],
    ['.5M', 500_000],
    ['$1,250.50', 1250.5],
  ])('reads %j as %d', (text, expected) => {
    expect(parseLoanAmount(text)).toBe(expected);
  });

  it.each([[''], ['   '], ['TBD'], ['1.5MM'], ['$'], ['1.2.3M'], [null], [undefined]])('gives null for %j', (text) => {
    expect(parseLoanAmount(text)).toBeNull();
  });

  it('passes finite numbers through', () => {
    expect(parseLoanAmount(42)).toBe(42);
    expect(parseLoanAmount(Number.NaN)).toBeNull();
  });
});
