import { describe, expect, it } from 'vitest';
import { makeLenderFigures } from '../../../../../test/fixtures';
import { formatHours, formatRate } from '../formatFigures';
import { rankLenders } from '../rankLenders';

describe('formatHours', () => {
  it('reads minutes under an hour, hours under two days, then days', () => {
    expect(formatHours(null)).toBe('—');
    expect(formatHours(0)).toBe('1 min');
    expect(formatHours(0.25)).toBe('15 min');
    expect(formatHours(4)).toBe('4 h');
    expect(formatHours(4.56)).toBe('4.6 h');
    expect(formatHours(72)).toBe('3 days');
  });
});

describe('formatRate', () => {
  it('shows one decimal when there is one, and a dash for no rate', () => {
    expect(formatRate(75)).toBe('75 %');
    expect(formatRate(33.3)).toBe('33.3 %');
    expect(formatRate(null)).toBe('—');
  });
});

describe('rankLenders', () => {
  it('ranks by response rate, then answers, then the faster first answer, lenders without a rate last', () => {
    const ranked = rankLenders([
      makeLenderFigures({ lenderName: 'No rate', responseRatePercent: null, responses: 0 }),
      makeLenderFigures({ lenderName: 'Half', responseRatePercent: 50, responses: 2 }),
      makeLenderFigures({
        lenderName: 'All, slow',
        responseRatePercent: 100,
        responses: 2,
        medianHoursToFirstAnswer: 9,
      }),
      makeLenderFigures({
        lenderName: 'All, fast',
        responseRatePercent: 100,
        responses: 2,
        medianHoursToFirstAnswer: 1,
      }),
      makeLenderFigures({ lenderName: 'All, more', responseRatePercent: 100, responses: 5 }),
    ]);
    expect(ranked.map((row) => row.lenderName)).toEqual(['All, more', 'All, fast', 'All, slow', 'Half', 'No rate']);
  });
});
