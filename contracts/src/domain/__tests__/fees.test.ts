import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STAGE_PROBABILITIES,
  addDays,
  brokerShareOf,
  dayValue,
  expectedFee,
  feeDueOn,
  feeState,
  stageProbability,
  weightedForecast,
} from '../fees';

describe('expected fee and share', () => {
  it('takes the amount when set, else the points of the loan', () => {
    expect(expectedFee({ feeAmount: 25_000, feePoints: 1, loanAmount: 5_000_000 })).toBe(25_000);
    expect(expectedFee({ feePoints: 1, loanAmount: 5_505_737 })).toBe(55_057.37);
    expect(expectedFee({ feePoints: 0.75, loanAmount: 2_000_000 })).toBe(15_000);
    expect(expectedFee({ feePoints: 1 })).toBeNull();
    expect(expectedFee({ feeAmount: -1 })).toBeNull();
    expect(expectedFee({})).toBeNull();
  });

  it('gives the broker their share to the cent', () => {
    expect(brokerShareOf(55_057.37, 50)).toBe(27_528.69);
    expect(brokerShareOf(10_000, 0)).toBe(0);
    expect(brokerShareOf(null, 50)).toBeNull();
  });
});

describe('days and overdue fees', () => {
  it('reads only real days', () => {
    expect(dayValue('2026-02-28')).toBe(Date.UTC(2026, 1, 28));
    expect(dayValue('2026-02-30')).toBeNull();
    expect(dayValue('26-2-1')).toBeNull();
    expect(dayValue(null)).toBeNull();
  });

  it('counts days across months, leap years and the year end', () => {
    expect(addDays('2026-01-31', 30)).toBe('2026-03-02');
    expect(addDays('2028-02-01', 30)).toBe('2028-03-02');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(feeDueOn('2026-11-01', 0)).toBe('2026-11-01');
    expect(feeDueOn(null, 30)).toBeNull();
  });

  const rules = { overdueAfterDays: 30 };
  it.each([
    [{ expectedClosingOn: '2026-10-01' }, '2026-10-31', 'expected'],
    [{ expectedClosingOn: '2026-10-01' }, '2026-11-01', 'overdue'],
    [{ expectedClosingOn: '2026-10-01', invoicedOn: '2026-10-02' }, '2026-10-20', 'invoiced'],
    [{ expectedClosingOn: '2026-10-01', invoicedOn: '2026-10-02' }, '2026-11-05', 'overdue'],
    [{ expectedClosingOn: '2026-10-01', receivedOn: '2026-12-20' }, '2027-01-10', 'received'],
    [{ expectedClosingOn: null }, '2030-01-01', 'expected'],
    [{}, '2030-01-01', 'expected'],
  ] as const)('%o on %s is %s', (fee, today, state) => {
    expect(feeState(fee, { today, ...rules })).toBe(state);
  });

  it('follows the configured number of days', () => {
    expect(feeState({ expectedClosingOn: '2026-10-01' }, { today: '2026-10-08', overdueAfterDays: 7 })).toBe(
      'expected',
    );
    expect(feeState({ expectedClosingOn: '2026-10-01' }, { today: '2026-10-09', overdueAfterDays: 7 })).toBe('overdue');
  });
});

describe('forecast', () => {
  it('weighs each open deal by its stage', () => {
    expect(stageProbability('Proposal', DEFAULT_STAGE_PROBABILITIES)).toBe(45);
    expect(stageProbability('Unknown stage', DEFAULT_STAGE_PROBABILITIES)).toBe(10);
    expect(stageProbability(null, DEFAULT_STAGE_PROBABILITIES)).toBe(10);
    const deals = [
      { brokerShare: 10_000, stage: 'Proposal' },
      { brokerShare: 20_000, stage: 'Approved' },
      { brokerShare: 5_000, stage: 'Qualification' },
      { brokerShare: 8_000, stage: 'Closed', received: true },
      { brokerShare: 9_000, stage: 'Underwriting', lost: true },
      { brokerShare: null, stage: 'Closed' },
    ];
    expect(weightedForecast(deals, DEFAULT_STAGE_PROBABILITIES)).toBe(4_500 + 18_000 + 500);
    expect(weightedForecast(deals, { ...DEFAULT_STAGE_PROBABILITIES, Proposal: 100 })).toBe(10_000 + 18_000 + 500);
    expect(weightedForecast([], DEFAULT_STAGE_PROBABILITIES)).toBe(0);
  });
});
