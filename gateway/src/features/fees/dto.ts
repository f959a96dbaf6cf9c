import { brokerShareOf, expectedFee, feeDueOn, feeState, type DealFee } from '@portal/contracts';
import { feeOf, type FeeRecord } from './model';
import type { FeeTerms } from './settingsStore';

/** What a fee is read with: the settings and shares in force, and today's UTC day (yyyy-MM-dd). */
export type FeeView = FeeTerms & { today: string };

/** Today's UTC day of a read. */
export const utcDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The share in force: the deal's own, else the owner's, else the default of the settings. */
export function shareInForce(fee: Pick<FeeRecord, 'brokerSharePercent'>, ownerId: string, view: FeeTerms): number {
  return fee.brokerSharePercent ?? view.memberShares.get(ownerId) ?? view.defaultSharePercent;
}

/**
 * The contract's DealFee: the figures stored and what the shared rules make of them. The points
 * apply to the selected quote's amount, else to the deal's own loan amount.
 */
export function toDealFeeDto(
  stored: Partial<FeeRecord>,
  deal: { userId: string; loanAmount?: number | null },
  view: FeeView,
): DealFee {
  const fee = feeOf(stored);
  const loanAmount = fee.loanAmount ?? deal.loanAmount ?? null;
  const expected = expectedFee({ ...fee, loanAmount });
  const sharePercent = shareInForce(fee, deal.userId, view);
  return {
    feePoints: fee.feePoints,
    feeAmount: fee.feeAmount,
    loanAmount,
    expectedFee: expected,
    brokerSharePercent: sharePercent,
    brokerSharePercentOverride: fee.brokerSharePercent,
    brokerShare: brokerShareOf(expected, sharePercent),
    expectedClosingOn: fee.expectedClosingOn,
    dueOn: feeDueOn(fee.expectedClosingOn, view.overdueAfterDays),
    invoicedOn: fee.invoicedOn,
    receivedOn: fee.receivedOn,
    receivedAmount: fee.receivedAmount,
    state: feeState(fee, { today: view.today, overdueAfterDays: view.overdueAfterDays }),
    quoteId: fee.quoteId,
    updatedAt: fee.updatedAt ? new Date(fee.updatedAt).toISOString() : null,
  };
}
