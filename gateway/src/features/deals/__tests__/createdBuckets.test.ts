import { describe, expect, it } from 'vitest';
import { bucketsCovering, createdBucketsOf, MAX_BUCKET_READS } from '../createdBuckets';

const at = (iso: string) => new Date(iso);

describe('creation buckets', () => {
  it('keeps the UTC minute, day and month of the creation', () => {
    expect(createdBucketsOf(at('2026-11-27T23:59:59.999-02:00'))).toEqual({
      createdMinute: '2026-11-28T01:59',
      createdDay: '2026-11-28',
      createdMonth: '2026-11',
    });
  });

  it('covers a page with the finest bucket that needs at most a few reads', () => {
    // A burst: two minutes.
    expect(bucketsCovering([at('2026-11-27T10:01:30Z'), at('2026-11-27T10:00:10Z')])).toEqual({
      field: 'createdMinute',
      values: ['2026-11-27T10:01', '2026-11-27T10:00'],
    });
    // One deal a day for 51 days: months.
    const daily = Array.from({ length: 51 }, (_, i) => new Date(Date.UTC(2026, 10, 27) - i * 86_400_000));
    expect(bucketsCovering(daily)).toEqual({ field: 'createdMonth', values: ['2026-11', '2026-10'] });
    // Five minutes of one day: the day.
    const minutes = Array.from({ length: 5 }, (_, i) => new Date(Date.UTC(2026, 10, 27, 9, i)));
    expect(bucketsCovering(minutes)).toEqual({ field: 'createdDay', values: ['2026-11-27'] });
  });

  it('gives up when even months take more than the reads allowed, or there is nothing', () => {
    const monthly = Array.from({ length: MAX_BUCKET_READS + 1 }, (_, i) => new Date(Date.UTC(2026, i, 15)));
    expect(bucketsCovering(monthly)).toBeNull();
    expect(bucketsCovering([])).toBeNull();
  });
});
