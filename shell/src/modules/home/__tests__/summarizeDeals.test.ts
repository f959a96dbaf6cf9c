import { describe, expect, it } from 'vitest';
import { summarizeDeals } from '../utils/summarizeDeals';

const figures = {
  total: 5,
  active: 4,
  totalLoanAmount: 0,
  byStage: [],
  byPropertyType: [],
  byDealType: [],
};

describe('summarizeDeals', () => {
  it('lists the known statuses first (zero when none), then the others', () => {
    const summary = summarizeDeals({
      ...figures,
      byStatus: { 'Term Sheet': 1, Closed: 1, Open: 2, 'Under Review': 1 },
      recentStageChanges: [],
    });
    expect(summary.total).toBe(5);
    expect(summary.active).toBe(4);
    expect(summary.byStatus).toEqual([
      { status: 'Open', count: 2 },
      { status: 'Under Review', count: 1 },
      { status: 'In Underwriting', count: 0 },
      { status: 'LOE Sent', count: 0 },
      { status: 'Closed', count: 1 },
      { status: 'Term Sheet', count: 1 },
    ]);
  });

  it('keeps the gateway’s newest-first stage changes with a unique key each', () => {
    const change = (id: string, day: number) => ({
      id,
      dealId: `DL-2026-00000${day}`,
      dealName: `Deal ${id}`,
      from: 'Proposal',
      to: 'Underwriting',
      at: `2026-04-0${day}T12:00:00.000Z`,
    });
    const summary = summarizeDeals({ ...figures, byStatus: {}, recentStageChanges: [change('a', 3), change('a', 2)] });
    expect(summary.recentStageChanges.map((c) => [c.dealKey, c.dealName, c.at])).toEqual([
      ['a:0', 'Deal a', '2026-04-03T12:00:00.000Z'],
      ['a:1', 'Deal a', '2026-04-02T12:00:00.000Z'],
    ]);
  });
});
