import type { Comparison } from '@portal/contracts';

/** The tiles: Total Deals, With Differences, In Sync. */
export function summarizeComparisons(comparisons: readonly Comparison[]) {
  const withDifferences = comparisons.filter((comparison) => comparison.hasDifferences).length;
  return { total: comparisons.length, withDifferences, inSync: comparisons.length - withDifferences };
}
