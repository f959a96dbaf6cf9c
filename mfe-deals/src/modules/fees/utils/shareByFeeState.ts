import { FEE_STATE_LABELS, type FeeLine, type FeeState } from '@portal/contracts';
import type { ChartDatum } from '../../analytics/utils/computeDealAnalytics';

const ORDER: readonly FeeState[] = ['expected', 'invoiced', 'overdue', 'received'];

/** The broker's share of the listed fees summed by state, in the order a fee moves (empty states left out). */
export function shareByFeeState(lines: readonly FeeLine[]): ChartDatum[] {
  const totals = new Map<FeeState, number>();
  for (const { fee } of lines) {
    if (fee.brokerShare === null) continue;
    totals.set(fee.state, (totals.get(fee.state) ?? 0) + fee.brokerShare);
  }
  return ORDER.filter((state) => totals.has(state)).map((state) => ({
    name: FEE_STATE_LABELS[state],
    value: Math.round(totals.get(state)! * 100) / 100,
  }));
}
