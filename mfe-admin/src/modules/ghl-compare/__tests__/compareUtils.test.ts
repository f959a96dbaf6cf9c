import { describe, expect, it } from 'vitest';
import { makeComparison } from '../../../../test/fixtures';
import { differenceFieldLabel } from '../utils/differenceFieldLabel';
import { mergeSyncResults } from '../utils/mergeSyncResults';
import { summarizeComparisons } from '../utils/summarizeComparisons';
import { syncFailureLines } from '../utils/syncFailureLines';

describe('comparison rules', () => {
  it('counts Total Deals, With Differences and In Sync', () => {
    expect(
      summarizeComparisons([
        makeComparison(),
        makeComparison({ hasDifferences: false, differences: [] }),
        makeComparison(),
      ]),
    ).toEqual({ total: 3, withDifferences: 2, inSync: 1 });
  });

  it('lists per-deal failures as dealId: error, by the human deal id when known', () => {
    const lines = syncFailureLines(
      {
        totalRequested: 3,
        successful: 1,
        failed: 2,
        results: [
          { dealId: 'd1', success: true },
          { dealId: 'd2', success: false, error: 'GHL refused the update' },
          { dealId: 'd3', success: false },
        ],
      },
      (id) => (id === 'd2' ? 'DL-2026-000002' : undefined),
    );
    expect(lines).toEqual(['DL-2026-000002: GHL refused the update', 'd3: Unknown error']);
  });

  it('adds up batches', () => {
    expect(
      mergeSyncResults([
        { totalRequested: 2, successful: 2, failed: 0, results: [{ dealId: 'a', success: true }] },
        { totalRequested: 1, successful: 0, failed: 1, results: [{ dealId: 'b', success: false, error: 'x' }] },
      ]),
    ).toEqual({
      totalRequested: 3,
      successful: 2,
      failed: 1,
      results: [
        { dealId: 'a', success: true },
        { dealId: 'b', success: false, error: 'x' },
      ],
    });
  });

  it('names the compared fields readably', () => {
    expect(differenceFieldLabel('monetaryValue')).toBe('Monetary Value');
    expect(differenceFieldLabel('opportunity.property_address')).toBe('Property Address');
    expect(differenceFieldLabel('opportunity.sponsor_net_worth')).toBe('Sponsor Net Worth');
  });
});
