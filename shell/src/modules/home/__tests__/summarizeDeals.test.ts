import { describe, expect, it } from 'vitest';
import { makeDeal } from '../../../../test/fixtures';
import { dealDisplayName } from '../utils/dealDisplayName';
import { formatDateTime } from '../utils/formatDateTime';
import { summarizeDeals } from '../utils/summarizeDeals';

describe('summarizeDeals', () => {
  it('counts deals by status, known statuses first, and active deals as those not Closed', () => {
    const summary = summarizeDeals([
      makeDeal({ id: 'a', status: 'Open' }),
      makeDeal({ id: 'b', status: 'Closed' }),
      makeDeal({ id: 'c', status: 'Under Review' }),
      makeDeal({ id: 'd', status: 'Term Sheet' }),
      makeDeal({ id: 'e', status: '' }),
    ]);
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

  it('lists the five latest stage changes across deals, newest first', () => {
    const at = (day: number) => `2026-04-${String(day).padStart(2, '0')}T12:00:00.000Z`;
    const summary = summarizeDeals([
      makeDeal({
        id: 'a',
        dealId: 'DL-A',
        stageHistory: [1, 3, 5].map((day) => ({
          from: 'Qualification',
          to: 'Proposal',
          at: at(day),
          source: 'webhook' as const,
        })),
      }),
      makeDeal({
        id: 'b',
        dealId: 'DL-B',
        propertyName: null,
        opportunityName: null,
        contactName: null,
        stageHistory: [2, 4, 6].map((day) => ({
          from: null,
          to: 'Underwriting',
          at: at(day),
          source: 'sync' as const,
        })),
      }),
    ]);
    expect(summary.recentStageChanges.map((change) => change.at)).toEqual([at(6), at(5), at(4), at(3), at(2)]);
    expect(summary.recentStageChanges[0]).toMatchObject({
      dealId: 'DL-B',
      dealName: 'Unnamed Deal',
      from: null,
      to: 'Underwriting',
    });
  });

  it('names deals by property, then opportunity, then contact, else Unnamed Deal', () => {
    expect(dealDisplayName({ propertyName: 'Tower', opportunityName: 'Opp', contactName: 'C' })).toBe('Tower');
    expect(dealDisplayName({ propertyName: ' ', opportunityName: 'Opp', contactName: 'C' })).toBe('Opp');
    expect(dealDisplayName({ propertyName: null, opportunityName: null, contactName: null })).toBe('Unnamed Deal');
  });

  it('formats dates as MMM d, yyyy h:mm a and invalid ones as No date', () => {
    expect(formatDateTime('2026-04-06T15:30:00')).toBe('Apr 6, 2026 3:30 PM');
    expect(formatDateTime('garbage')).toBe('No date');
    expect(formatDateTime(null)).toBe('No date');
  });
});
