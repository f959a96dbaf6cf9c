import { PIPELINE_STAGES, type PipelineStageName } from './stages';

/**
 * A deal's broker fee (docs/duplicates-and-fees.md): the fee expected on the loan, the broker's
 * share of it, and where its payment stands. Money is in dollars, dates are ISO days (yyyy-MM-dd,
 * UTC), percentages are 0 to 100.
 */
export type FeeState = 'expected' | 'invoiced' | 'received' | 'overdue';

export const FEE_STATE_LABELS: Readonly<Record<FeeState, string>> = {
  expected: 'Expected',
  invoiced: 'Invoiced',
  received: 'Received',
  overdue: 'Overdue',
};

/**
 * The chance, in percent, that a deal in each stage closes, as shipped (an admin changes them in
 * Settings): the forecast weighs each expected fee by its deal's stage.
 */
export const DEFAULT_STAGE_PROBABILITIES: Readonly<Record<PipelineStageName, number>> = {
  Qualification: 10,
  'Needs Analysis': 20,
  'Lender Submission': 30,
  Proposal: 45,
  'Signed Proposal': 60,
  Underwriting: 75,
  Approved: 90,
  Closed: 100,
};

/** Days after the expected closing date before an unpaid fee is overdue, as shipped. */
export const DEFAULT_FEE_OVERDUE_AFTER_DAYS = 30;

/** The broker's share of a fee, in percent, as shipped. */
export const DEFAULT_BROKER_SHARE_PERCENT = 50;

const DAY_MS = 24 * 3600 * 1000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day as milliseconds at UTC midnight; null for anything that is not a real yyyy-MM-dd day. */
export function dayValue(day: string | null | undefined): number | null {
  const match = day ? ISO_DAY.exec(day) : null;
  if (!match) return null;
  const value = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(value).toISOString().slice(0, 10) === day ? value : null;
}

/** The day `days` after `day` (yyyy-MM-dd), null when `day` is not one. */
export function addDays(day: string | null | undefined, days: number): string | null {
  const value = dayValue(day);
  return value === null ? null : new Date(value + days * DAY_MS).toISOString().slice(0, 10);
}

/** The fee expected on a loan: the amount when one is set, else the points of the loan amount. */
export function expectedFee({
  feeAmount,
  feePoints,
  loanAmount,
}: {
  feeAmount?: number | null;
  feePoints?: number | null;
  loanAmount?: number | null;
}): number | null {
  if (typeof feeAmount === 'number' && Number.isFinite(feeAmount) && feeAmount >= 0) return feeAmount;
  if (typeof feePoints !== 'number' || !Number.isFinite(feePoints) || feePoints < 0) return null;
  if (typeof loanAmount !== 'number' || !Number.isFinite(loanAmount) || loanAmount < 0) return null;
  return Math.round(loanAmount * feePoints) / 100;
}

/** The broker's part of a fee, to the cent. */
export function brokerShareOf(fee: number | null, sharePercent: number): number | null {
  if (fee === null) return null;
  return Math.round(fee * sharePercent) / 100;
}

/** The day an unpaid fee becomes overdue: the closing date plus the allowed days. */
export function feeDueOn(expectedClosingOn: string | null | undefined, overdueAfterDays: number): string | null {
  return addDays(expectedClosingOn, overdueAfterDays);
}

/**
 * Where a fee stands on `today`: received once its payment is recorded; overdue once `today` is
 * past its due day (the closing date plus `overdueAfterDays`) and it is not received, invoiced or
 * not; invoiced once the invoice is recorded; expected before.
 */
export function feeState(
  fee: { expectedClosingOn?: string | null; invoicedOn?: string | null; receivedOn?: string | null },
  { today, overdueAfterDays }: { today: string; overdueAfterDays: number },
): FeeState {
  if (dayValue(fee.receivedOn) !== null) return 'received';
  const due = dayValue(feeDueOn(fee.expectedClosingOn, overdueAfterDays));
  const now = dayValue(today);
  if (due !== null && now !== null && now > due) return 'overdue';
  return dayValue(fee.invoicedOn) !== null ? 'invoiced' : 'expected';
}

/** A stage's probability in percent; a stage outside the pipeline (or none) counts as the first. */
export function stageProbability(
  stage: string | null | undefined,
  probabilities: Readonly<Record<PipelineStageName, number>>,
): number {
  const known = PIPELINE_STAGES.find((name) => name === stage);
  return probabilities[known ?? PIPELINE_STAGES[0]];
}

/**
 * The weighted pipeline: each open deal's expected broker share times its stage's probability.
 * Deals whose fee is received, or that were lost, count nothing (the received sum is separate).
 */
export function weightedForecast(
  deals: readonly { brokerShare: number | null; stage: string | null; lost?: boolean; received?: boolean }[],
  probabilities: Readonly<Record<PipelineStageName, number>>,
): number {
  let total = 0;
  for (const deal of deals) {
    if (deal.brokerShare === null || deal.lost || deal.received) continue;
    total += (deal.brokerShare * stageProbability(deal.stage, probabilities)) / 100;
  }
  return Math.round(total * 100) / 100;
}
