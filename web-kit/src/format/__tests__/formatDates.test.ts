import { describe, expect, it } from 'vitest';
import { formatDate } from '../formatDate';
import { formatDateTime } from '../formatDateTime';

describe('date formats (docs/product.md#dates)', () => {
  it("formats dates as 'MMM d, yyyy'", () => {
    expect(formatDate('2026-04-06T15:30:00')).toBe('Apr 6, 2026');
    expect(formatDate('2026-12-25')).toBe('Dec 25, 2026');
  });

  it("formats date-times as 'MMM d, yyyy h:mm a'", () => {
    expect(formatDateTime('2026-04-06T15:30:00')).toBe('Apr 6, 2026 3:30 PM');
    expect(formatDateTime('2026-01-09T00:05:00')).toBe('Jan 9, 2026 12:05 AM');
  });

  it("renders missing or invalid dates as 'No date'", () => {
    for (const value of [null, undefined, '', 'not a date', '2026-13-45']) {
      expect(formatDate(value)).toBe('No date');
      expect(formatDateTime(value)).toBe('No date');
    }
  });
});
