import { describe, expect, it } from 'vitest';
import { formatCompactMoney, formatDashboardMoney } from '../money';

describe('formatDashboardMoney', () => {
  it('uses M with one decimal at or above a million', () => {
    expect(formatDashboardMoney(1_000_000)).toBe('$1.0M');
    expect(formatDashboardMoney(12_345_678)).toBe('$12.3M');
  });
  it('groups the millions of a book past a billion', () => {
    expect(formatDashboardMoney(3_027_140_000)).toBe('$3,027.1M');
  });
  it('groups smaller amounts', () => {
    expect(formatDashboardMoney(950_000)).toBe('$950,000');
    expect(formatDashboardMoney(0)).toBe('$0');
    expect(formatDashboardMoney(null)).toBe('$0');
  });
});

describe('formatCompactMoney', () => {
  it.each([
    ['$1.5M', '$1.5M'],
    [1_000_000, '$1.0M'],
    ['$1.25B', '$1,250.0M'],
    ['500K', '$500K'],
    [10_000, '$10K'],
    [12_499, '$12K'],
    [9_999, '$9999'],
    ['250', '$250'],
    [0, '$0'],
    ['', '$0'],
    [null, '$0'],
    ['call me', 'N/A'],
  ])('shows %j as %s', (input, expected) => {
    expect(formatCompactMoney(input)).toBe(expected);
  });
});
