import { describe, expect, it } from 'vitest';
import { median, placementFigures, responseRate, type FigureSubmission } from '../calculator';

const T0 = new Date('2026-11-02T09:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);

const submission = (id: string, lenderId: string, extra: Partial<FigureSubmission> = {}): FigureSubmission => ({
  id,
  lenderId,
  lenderName: lenderId === 'l1' ? 'First Capital' : 'Lone Star Bank',
  sentAt: T0,
  answered: false,
  answeredAt: null,
  ...extra,
});

describe('median', () => {
  it('is the middle value, the mean of the two middle ones for an even count, null for none', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 10])).toBe(3.5);
    expect(median([])).toBeNull();
  });
});

describe('responseRate', () => {
  it('is a percent to one decimal, null without submissions', () => {
    expect(responseRate(1, 3)).toBe(33.3);
    expect(responseRate(0, 4)).toBe(0);
    expect(responseRate(0, 0)).toBeNull();
  });
});

describe('placementFigures', () => {
  it('counts submissions, responses, the median hours to the first answer, quotes and selected per lender', () => {
    const figures = placementFigures({
      submissions: [
        submission('s1', 'l1', { answered: true, answeredAt: at(30) }),
        submission('s2', 'l1', { answered: true, answeredAt: at(4) }),
        submission('s3', 'l1', { answered: true, answeredAt: at(50) }),
        submission('s4', 'l1'),
        submission('s5', 'l2', { sentAt: at(1) }),
      ],
      // s1 was first answered after 2 hours (a later answer replaced it at 30 hours).
      firstAnswers: new Map([
        ['s1', at(2)],
        ['s2', at(4)],
        ['s3', at(50)],
      ]),
      quotes: [
        { lenderId: 'l1', lenderName: 'First Capital', createdAt: at(30), selected: true },
        { lenderId: 'l1', lenderName: 'First Capital', createdAt: at(31), selected: false },
      ],
    });
    expect(figures.lenders).toEqual([
      {
        lenderId: 'l1',
        lenderName: 'First Capital',
        submissions: 4,
        responses: 3,
        responseRatePercent: 75,
        medianHoursToFirstAnswer: 4,
        quotes: 2,
        selected: 1,
        lastSentAt: T0.toISOString(),
      },
      {
        lenderId: 'l2',
        lenderName: 'Lone Star Bank',
        submissions: 1,
        responses: 0,
        responseRatePercent: 0,
        medianHoursToFirstAnswer: null,
        quotes: 0,
        selected: 0,
        lastSentAt: at(1).toISOString(),
      },
    ]);
    // The totals' median is over every answered submission: 2, 4 and 50 hours.
    expect(figures.totals).toEqual({
      lenders: 2,
      submissions: 5,
      responses: 3,
      responseRatePercent: 60,
      medianHoursToFirstAnswer: 4,
      quotes: 2,
      selected: 1,
    });
  });

  it('falls back on the answer time when no answer event is found, and never counts negative hours', () => {
    const figures = placementFigures({
      submissions: [
        submission('s1', 'l1', { answered: true, answeredAt: at(3) }),
        submission('s2', 'l1', { answered: true, answeredAt: at(6), sentAt: at(1) }),
      ],
      firstAnswers: new Map([['s2', at(0)]]),
      quotes: [],
    });
    expect(figures.lenders[0]!.medianHoursToFirstAnswer).toBe(1.5);
  });

  it('lists a lender with only recorded quotes, without a response rate, named by its newest record', () => {
    const figures = placementFigures({
      submissions: [submission('s1', 'l1', { lenderName: 'First Capital LLC' })],
      firstAnswers: new Map(),
      quotes: [
        { lenderId: 'l1', lenderName: 'First Capital', createdAt: at(5), selected: false },
        { lenderId: 'l3', lenderName: 'Harbor Credit', createdAt: at(1), selected: true },
      ],
    });
    expect(figures.lenders.map((row) => [row.lenderName, row.responseRatePercent, row.lastSentAt])).toEqual([
      ['First Capital', 0, T0.toISOString()],
      ['Harbor Credit', null, null],
    ]);
    expect(figures.totals).toMatchObject({ lenders: 2, quotes: 2, selected: 1, medianHoursToFirstAnswer: null });
  });

  it('gives empty figures when nothing was sent', () => {
    expect(placementFigures({ submissions: [], firstAnswers: new Map(), quotes: [] })).toEqual({
      lenders: [],
      totals: {
        lenders: 0,
        submissions: 0,
        responses: 0,
        responseRatePercent: null,
        medianHoursToFirstAnswer: null,
        quotes: 0,
        selected: 0,
      },
    });
  });
});
