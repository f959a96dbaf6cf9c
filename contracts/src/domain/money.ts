import { parseLoanAmount } from './loanAmount';

const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
/** Millions with one decimal, thousands grouped: a book of three billion reads `$3,027.1M`. */
const millions = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/**
 * Money on the analytics dashboard (docs/product.md#money): `$1.5M` (one decimal) at or above one
 * million, else a grouped number such as `$950,000`.
 */
export function formatDashboardMoney(amount: number | null | undefined): string {
  const value = amount ?? 0;
  if (Math.abs(value) >= 1e6) return `$${millions.format(value / 1e6)}M`;
  return `$${grouped.format(value)}`;
}

/**
 * Money in the deal list and the pipeline (docs/product.md#money): `$X.XM` from one million,
 * `$XK` (no decimals) from 10,000, else the plain number; `$0` for 0 or empty,
 * `N/A` when the text cannot be parsed.
 */
export function formatCompactMoney(amount: string | number | null | undefined): string {
  if (amount == null || amount === '' || amount === 0) return '$0';
  const value = parseLoanAmount(amount);
  if (value === null) return 'N/A';
  if (value === 0) return '$0';
  if (Math.abs(value) >= 1e6) return `$${millions.format(value / 1e6)}M`;
  if (Math.abs(value) >= 1e4) return `$${Math.round(value / 1e3)}K`;
  return `$${value}`;
}
