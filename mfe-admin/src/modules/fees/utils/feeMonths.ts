import type { FeeReportRow } from '@portal/contracts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

/** 'Jul 2026' for '2026-07'; 'No date' for a fee with neither a payment nor a closing date. */
export function monthLabel(month: string | null): string {
  const match = month ? MONTH.exec(month) : null;
  if (!match) return 'No date';
  return monthName.format(new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, 1)));
}

/** The range's problem in words, or null: each month yyyy-MM, the first not after the last. */
export function monthRangeProblem(from: string, to: string): { field: 'from' | 'to'; message: string } | null {
  if (from && !MONTH.test(from)) return { field: 'from', message: 'From must be a month (yyyy-MM)' };
  if (to && !MONTH.test(to)) return { field: 'to', message: 'To must be a month (yyyy-MM)' };
  if (from && to && from > to) return { field: 'to', message: 'To must be the same month as From or later' };
  return null;
}

/** One month of the chart: the brokers' shares received, still expected and overdue. */
export type FeeChartMonth = { month: string; received: number; expected: number; overdue: number };

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The report's rows summed by month, oldest first (fees without a month are left out of the
 * chart; the table lists them). What is neither received nor overdue of the shares is expected.
 */
export function feeChartMonths(rows: readonly FeeReportRow[]): FeeChartMonth[] {
  const byMonth = new Map<string, FeeChartMonth>();
  for (const row of rows) {
    if (!row.month) continue;
    const month = byMonth.get(row.month) ?? { month: row.month, received: 0, expected: 0, overdue: 0 };
    month.received += row.received;
    month.overdue += row.overdue;
    month.expected += Math.max(0, row.brokerShares - row.received - row.overdue);
    byMonth.set(row.month, month);
  }
  return [...byMonth.values()]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map((month) => ({
      ...month,
      received: cents(month.received),
      expected: cents(month.expected),
      overdue: cents(month.overdue),
    }));
}
